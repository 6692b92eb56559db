import { useToast } from '../../../components/ui/use-toast';
import { apiGet } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/use-api-read';
import type { Product } from '../product-model';

export async function getProduct(productId: string, signal?: AbortSignal): Promise<Product> {
  const body = await apiGet<{ product: Product }>(`/products/getProduct/${encodeURIComponent(productId)}`, signal);
  return body.product;
}

export function useProduct(productId: string | undefined) {
  const { showToast } = useToast();
  return useApiRead(
    productId ?? null,
    (signal) => getProduct(productId!, signal),
    (error) => showToast(error.message),
  );
}
