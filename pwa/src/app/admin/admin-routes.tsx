import type { RouteObject } from 'react-router-dom';
import { RouteLoading } from '../shop/route-loading';

type AdminScreens = typeof import('./admin-screens');

/** Every admin route loads its screen from the one admin chunk (see admin-screens.ts). */
const adminScreen = (name: keyof AdminScreens) => async () => ({ Component: (await import('./admin-screens'))[name] });

/** The back office routes of spec §2, inside the admin layout, which checks admin access. */
export const adminRoutes: RouteObject = {
  lazy: adminScreen('AdminLayout'),
  hydrateFallbackElement: <RouteLoading />,
  children: [
    { path: 'adminOperation', lazy: adminScreen('AdminMenuRoute') },
    { path: 'addProduct', lazy: adminScreen('AddProductRoute') },
    { path: 'manageProduct', lazy: adminScreen('ManageProductsRoute') },
    { path: 'reviseProduct/:proid', lazy: adminScreen('ReviseProductRoute') },
    { path: 'addWelcomeBoard', lazy: adminScreen('AddWelcomeBoardRoute') },
    { path: 'manageWelcomeBoard', lazy: adminScreen('ManageWelcomeBoardsRoute') },
    { path: 'reviseWelcomeBoard/:activityid', lazy: adminScreen('ReviseWelcomeBoardRoute') },
    { path: 'manageAllOrders', lazy: adminScreen('ManageOrdersRoute') },
    { path: 'reviseOrder/:orderId', lazy: adminScreen('ReviseOrderRoute') },
    { path: 'onlineChat', lazy: adminScreen('OnlineChatRoute') },
  ],
};
