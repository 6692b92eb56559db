import type { RouteObject } from 'react-router-dom';
import { lazyWithQueries } from '../lazy-with-queries';

// Checkout and order pages are never a first screen: each loads when visited.
const CheckoutRoute = lazyWithQueries(async () => (await import('./checkout-route')).CheckoutRoute);
const OrderRoute = lazyWithQueries(async () => (await import('./order-route')).OrderRoute);

/** /checkout, /checkout/{orderId} and /order/{orderId} of spec §2, rendered inside ShopLayout. */
export const checkoutRoutes: RouteObject[] = [
  { path: 'checkout/:orderId?', element: <CheckoutRoute /> },
  { path: 'order/:orderId', element: <OrderRoute /> },
];
