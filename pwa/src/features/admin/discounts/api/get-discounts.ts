import { discountListResponseSchema } from '@shop/contracts/discounts/discount-code';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { discountQueryKeys } from './discount-query-keys';

export function useDiscounts() {
  return useQuery({
    queryKey: discountQueryKeys.all,
    queryFn: async ({ signal }) => (await apiGet('/admin/discounts', discountListResponseSchema, signal)).discounts,
  });
}
