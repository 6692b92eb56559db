import { apiGet } from '../../../lib/api-client';
import { useCachedRead } from '../../../lib/use-cached-read';
import type { Product } from '../product-model';
import { catalogueQueryKeys } from './catalogue-query-keys';

/** Up to four listed products in stock of the same character or category (never the product itself). */
export async function getRelatedProducts(productId: string, signal?: AbortSignal): Promise<Product[]> {
  const path = `/products/getRelatedProducts/${encodeURIComponent(productId)}`;
  return (
    await apiGet(path, () => import('@shop/contracts/products/product').then((contract) => contract.relatedProductsResponseSchema), signal)
  ).products;
}

/** Quiet on failure: the product page does without them. */
export function useRelatedProducts(productId: string) {
  return useCachedRead(catalogueQueryKeys.related(productId), (signal) => getRelatedProducts(productId, signal));
}
