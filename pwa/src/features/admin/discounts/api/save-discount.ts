import { type CreateDiscountBody, discountAnswerSchema, type UpdateDiscountBody } from '@shop/contracts/discounts/discount-code';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch, apiPost } from '../../../../lib/api-client';
import { discountQueryKeys } from './discount-query-keys';

/** Creates the code, or changes the one named `editing`. */
export function useSaveDiscount(editing: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDiscountBody) => {
      if (editing === null) return apiPost('/admin/discounts', body, discountAnswerSchema);
      const { code: _code, ...changes } = body;
      return apiPatch(`/admin/discounts/${encodeURIComponent(editing)}`, changes satisfies UpdateDiscountBody, discountAnswerSchema);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountQueryKeys.all }),
  });
}
