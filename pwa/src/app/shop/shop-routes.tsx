import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { accountRoutes } from '../account/account-routes';

// Each route loads on demand, the home page too: the entry chunk holds only what every page draws (the
// server's HTML of the page preloads its route's chunk).
const HomeRoute = lazy(() => import('./home-route').then((module) => ({ default: module.HomeRoute })));
const ProductsRoute = lazy(() => import('./products-route').then((module) => ({ default: module.ProductsRoute })));
const ProductRoute = lazy(() => import('./product-route').then((module) => ({ default: module.ProductRoute })));
const PolicyRoute = lazy(() => import('./policy-route').then((module) => ({ default: module.PolicyRoute })));

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
