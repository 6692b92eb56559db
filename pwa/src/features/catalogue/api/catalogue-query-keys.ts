import type { ProductsQuery } from './get-products';

/** The catalogue's reads in the query cache; an admin's product save invalidates them all. */
export const catalogueQueryKeys = {
  all: ['catalogue'] as const,
  products: (query: ProductsQuery | null) => ['catalogue', 'products', query] as const,
  product: (productId: string | undefined) => ['catalogue', 'product', productId] as const,
};
