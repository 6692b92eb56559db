import { render, renderHook } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router-dom';
import { adminRoutes } from '../app/admin/admin-routes';
import { checkoutRoutes } from '../app/checkout/checkout-routes';
import { AppProviders } from '../app/providers';
import { ShopLayout } from '../app/shop/shop-layout';
import { shopRoutes } from '../app/shop/shop-routes';

function renderRoutes(routes: RouteObject[], path: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

/** The whole storefront at `path`, as a shopper would open it. */
export function renderShop(path: InitialEntry) {
  return renderRoutes([{ element: <ShopLayout />, children: [...shopRoutes, ...checkoutRoutes] }], path);
}

/** One component inside the app's providers and a router at `path`. */
export function renderWithRouter(element: ReactElement, path: InitialEntry = '/') {
  return renderRoutes([{ path: '*', element }], path);
}

/** The back office at `path`, as an admin would open it (a refused admin check leads to the shop's home). */
export function renderAdmin(path: string) {
  return renderRoutes([{ path: '/', element: <p>Shop home</p> }, adminRoutes], path);
}

/** A hook inside the app's providers. */
export const renderHookInApp = <Result,>(hook: () => Result) => renderHook(hook, { wrapper: AppProviders });
