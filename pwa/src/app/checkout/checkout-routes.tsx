import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Checkout and order pages are never a first screen: each loads when visited.
const CheckoutRoute = lazy(() => import('./checkout-route').then((module) => ({ default: module.CheckoutRoute })));
const OrderRoute = lazy(() => import('./order-route').then((module) => ({ default: module.OrderRoute })));

/** /checkout, /checkout/{orderId} and /order/{orderId} of spec §2, rendered inside ShopLayout. */
export const checkoutRoutes: RouteObject[] = [
  { path: 'checkout/:orderId?', element: <CheckoutRoute /> },
  { path: 'order/:orderId', element: <OrderRoute /> },
];
