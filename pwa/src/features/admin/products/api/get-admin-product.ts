import { apiGet } from '../../../../lib/api-client';
import { useApiRead } from '../../../../lib/use-api-read';
import type { AdminProduct } from '../admin-product';
import { useAdminToast } from '../../i18n/use-admin-toast';

/** A product, listed or not. */
export async function getAdminProduct(productId: string, signal?: AbortSignal): Promise<AdminProduct> {
  const body = await apiGet<{ product: AdminProduct }>(`/products/admin/getProduct/${encodeURIComponent(productId)}`, signal);
  return body.product;
}

export function useAdminProduct(productId: string | undefined) {
  const { toastError } = useAdminToast();
  return useApiRead(productId ?? null, (signal) => getAdminProduct(productId!, signal), toastError);
}
