import type { OrderListFilters } from './orders/api/get-all-orders';
import type { ProductListFilters } from './products/api/get-admin-products';

/**
 * The back office's reads in the query cache. Each write invalidates its whole area (`products`, `boards`,
 * `orders`), so lists, the edited item and the dashboard's counts are read again.
 */
export const adminQueryKeys = {
  dashboard: ['admin', 'dashboard'] as const,
  products: ['admin', 'products'] as const,
  productPage: (page: number, filters: ProductListFilters) => ['admin', 'products', 'page', page, filters] as const,
  product: (productId: string | undefined) => ['admin', 'products', 'one', productId] as const,
  boards: ['admin', 'boards'] as const,
  boardPage: (page: number) => ['admin', 'boards', 'page', page] as const,
  board: (boardId: string | undefined) => ['admin', 'boards', 'one', boardId] as const,
  orders: ['admin', 'orders'] as const,
  orderPage: (page: number, filters: OrderListFilters) => ['admin', 'orders', 'page', page, filters] as const,
  order: (orderId: string | undefined) => ['admin', 'orders', 'one', orderId] as const,
};
