import { skipToken, useQuery } from '@tanstack/react-query';
import { productResponseSchema } from '@shop/contracts/products/product';
import * as z from 'zod/mini';
import { apiGet, parseAnswer } from '../../../../lib/api-client';
import { useReadFailure } from '../../../../lib/use-read-failure';
import type { AdminProduct } from '../admin-product';
import { adminQueryKeys } from '../../admin-query-keys';
import { useAdminToast } from '../../i18n/use-admin-toast';

const adminProductAnswerSchema = z.object({ product: productResponseSchema });

/** A product, listed or not. */
export async function getAdminProduct(productId: string, signal?: AbortSignal): Promise<AdminProduct> {
  const body = await apiGet(`/products/admin/getProduct/${encodeURIComponent(productId)}`, signal);
  return parseAnswer(adminProductAnswerSchema, body).product;
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
