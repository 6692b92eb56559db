import type { PartProductResponse } from '@shop/contracts/products/product';
import { apiPost } from '../../../lib/api-client';

/** What the cart and favourites need of a product to refresh a line or a favourite. */
export type PartProduct = PartProductResponse;

/** The listed products among `proids`; unlisted and unknown ones are simply absent. */
export async function getPartProducts(proids: string[]): Promise<PartProduct[]> {
  if (proids.length === 0) return [];
  return (
    await apiPost('/products/getPartProducts', { proids }, () =>
      import('@shop/contracts/products/product').then((contract) => contract.partProductsResponseSchema),
    )
  ).products;
}
