import { createBrowserRouter } from 'react-router-dom';
import { adminRoutes } from './admin/admin-routes';
import { checkoutRoutes } from './checkout/checkout-routes';
import { ShopLayout } from './shop/shop-layout';
import { shopRoutes } from './shop/shop-routes';

/**
 * Each area is one route tree. The admin area joins as its own tree whose layout and screens load
 * lazily, so shoppers never download it.
 */
export const router = createBrowserRouter([{ element: <ShopLayout />, children: [...shopRoutes, ...checkoutRoutes] }, adminRoutes]);
