import type { ProductsQuery } from './get-products';

/** The catalogue's reads (use-cached-read.ts); an admin's product save invalidates them all (query-client.ts). */
export const catalogueQueryKeys = {
  all: ['catalogue'] as const,
  products: (query: ProductsQuery | null) => ['catalogue', 'products', query] as const,
  product: (productId: string | undefined) => ['catalogue', 'product', productId] as const,
  related: (productId: string) => ['catalogue', 'related', productId] as const,
};
