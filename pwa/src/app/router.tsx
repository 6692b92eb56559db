import { useRoutes } from 'react-router-dom';
import { adminRoutes } from './admin/admin-routes';
import { checkoutRoutes } from './checkout/checkout-routes';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { ShopLayout } from './shop/shop-layout';
import { shopRoutes } from './shop/shop-routes';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

const routes = [{ element: <ShopLayout />, children: [...shopRoutes, ...checkoutRoutes] }, adminRoutes];

/**
 * Each area is one route tree. The admin area joins as its own tree whose layout and screens load
 * lazily, so shoppers never download it. Declarative routes (inside a BrowserRouter) rather than a data
 * router: no screen uses loaders or actions, and the data router's code would add about 18 KB gzipped to
 * every first load.
 */
export function AppRoutes() {
  useScrollOnNavigate();
  // The layouts catch their screens' errors; this one catches the admin layout's own chunk failing to load.
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
