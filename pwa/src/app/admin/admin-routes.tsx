import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyWithQueries } from '../lazy-with-queries';
import { RouteLoading } from '../shop/route-loading';

type AdminScreens = typeof import('./admin-screens');

/** Every admin route loads its screen from the one admin chunk (see admin-screens.ts). */
const adminScreen = (name: keyof AdminScreens) => {
  const Screen = lazyWithQueries(async () => (await import('./admin-screens'))[name]);
  return (
    <Suspense fallback={<RouteLoading />}>
      <Screen />
    </Suspense>
  );
};

/** The back office routes of spec §2, inside the admin layout, which checks admin access. */
export const adminRoutes: RouteObject = {
  element: adminScreen('AdminLayout'),
  children: [
    { path: 'adminOperation', element: adminScreen('AdminMenuRoute') },
    { path: 'addProduct', element: adminScreen('AddProductRoute') },
    { path: 'manageProduct', element: adminScreen('ManageProductsRoute') },
    { path: 'reviseProduct/:proid', element: adminScreen('ReviseProductRoute') },
    { path: 'addWelcomeBoard', element: adminScreen('AddWelcomeBoardRoute') },
    { path: 'manageWelcomeBoard', element: adminScreen('ManageWelcomeBoardsRoute') },
    { path: 'reviseWelcomeBoard/:activityid', element: adminScreen('ReviseWelcomeBoardRoute') },
    { path: 'manageAllOrders', element: adminScreen('ManageOrdersRoute') },
    { path: 'reviseOrder/:orderId', element: adminScreen('ReviseOrderRoute') },
    { path: 'onlineChat', element: adminScreen('OnlineChatRoute') },
    { path: 'importExport', element: adminScreen('CatalogueFileRoute') },
    { path: 'shopSettings', element: adminScreen('ShopSettingsRoute') },
    { path: 'discountCodes', element: adminScreen('DiscountsRoute') },
  ],
};
