import { skipToken, useQuery } from '@tanstack/react-query';
import { getAdminProductResponseSchema } from '@shop/contracts/products/admin-product';
import { apiGet } from '../../../../lib/api-client';
import { useReadFailure } from '../../../../lib/use-read-failure';
import type { AdminProduct } from '../admin-product';
import { adminQueryKeys } from '../../admin-query-keys';
import { useAdminToast } from '../../i18n/use-admin-toast';

/** A product, listed or not. */
export async function getAdminProduct(productId: string, signal?: AbortSignal): Promise<AdminProduct> {
  const path = `/products/admin/getProduct/${encodeURIComponent(productId)}`;
  return (await apiGet(path, getAdminProductResponseSchema, signal)).product;
}

export function useAdminProduct(productId: string | undefined) {
  const { toastError } = useAdminToast();
  const read = useQuery({
    queryKey: adminQueryKeys.product(productId),
    queryFn: productId ? ({ signal }) => getAdminProduct(productId, signal) : skipToken,
  });
  useReadFailure(read, toastError);
  return read;
}
