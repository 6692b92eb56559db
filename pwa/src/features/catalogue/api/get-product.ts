import { useToast } from '../../../components/ui/use-toast';
import { apiGet } from '../../../lib/api-client';
import { useCachedRead } from '../../../lib/use-cached-read';
import { useReadFailure } from '../../../lib/use-read-failure';
import type { Product } from '../product-model';
import { catalogueQueryKeys } from './catalogue-query-keys';

export async function getProduct(productId: string, signal?: AbortSignal): Promise<Product> {
  const path = `/products/getProduct/${encodeURIComponent(productId)}`;
  return (
    await apiGet(path, () => import('@shop/contracts/products/product').then((contract) => contract.getProductResponseSchema), signal)
  ).product;
}

export function useProduct(productId: string | undefined) {
  const { showToast } = useToast();
  const read = useCachedRead(catalogueQueryKeys.product(productId), productId ? (signal) => getProduct(productId, signal) : null);
  useReadFailure(read, (error) => showToast(error.message));
  return read;
}
