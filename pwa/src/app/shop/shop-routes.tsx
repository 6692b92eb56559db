import { Navigate, type RouteObject } from 'react-router-dom';
import { accountRoutes } from '../account/account-routes';
import { lazyRoute } from '../lazy-route';

// Each route loads on demand, the home page too: the entry chunk holds only what every page draws (the
// server's HTML of the page preloads its route's chunk, and main.tsx loads it before the first render).
const HomeRoute = lazyRoute(async () => (await import('./home-route')).HomeRoute);
const ProductsRoute = lazyRoute(async () => (await import('./products-route')).ProductsRoute);
const ProductRoute = lazyRoute(async () => (await import('./product-route')).ProductRoute);
const PolicyRoute = lazyRoute(async () => (await import('./policy-route')).PolicyRoute);

/** The storefront routes of spec §2, rendered inside ShopLayout. */
export const shopRoutes: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  { path: 'main', element: <HomeRoute /> },
  { path: 'products/:status/:filter?', element: <ProductsRoute /> },
  { path: 'product/:id', element: <ProductRoute /> },
  { path: 'policy', element: <PolicyRoute /> },
  ...accountRoutes,
  { path: '*', element: <Navigate to="/main" replace /> },
];
