import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../../lib/api-client';
import { discountQueryKeys } from './discount-query-keys';

export function useDisableDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiDelete<{ message: string }>(`/admin/discounts/${encodeURIComponent(code)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountQueryKeys.all }),
  });
}
