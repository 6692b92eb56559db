import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discountAnswerSchema } from '@shop/contracts/discounts/discount-code';
import { apiDelete } from '../../../../lib/api-client';
import { discountQueryKeys } from './discount-query-keys';

export function useDisableDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiDelete(`/admin/discounts/${encodeURIComponent(code)}`, discountAnswerSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountQueryKeys.all }),
  });
}
