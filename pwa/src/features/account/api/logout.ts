import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/use-toast';
import { apiGet } from '../../../lib/api-client';
import { forgetShopper } from '../../../offline/session-store';
import { orderQueryKeys } from '../../orders/api/order-query-keys';
import { accountQueryKeys } from './account-query-keys';

/** Ends the session, then forgets the stored email and cart (spec §4); resolves to the server's message. */
export async function logout(): Promise<string> {
  const body = await apiGet<{ message: string }>('/users/logout');
  await forgetShopper();
  return body.message;
}

/** After logging out nothing of the shopper stays in the query cache for the next one on this device. */
export function useLogout() {
  const { showToast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onError: (error) => showToast(error.message),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: accountQueryKeys.all });
      queryClient.removeQueries({ queryKey: orderQueryKeys.all });
    },
  });
}
