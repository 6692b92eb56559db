import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutRemindersResponse } from '@shop/contracts/users/checkout-reminders';
import { useToast } from '../../../components/ui/use-toast';
import { MESSAGES } from '../../../config/constants';
import { apiPut } from '../../../lib/api-client';
import { accountQueryKeys } from './account-query-keys';

async function updateCheckoutReminders(enabled: boolean): Promise<CheckoutRemindersResponse> {
  return apiPut('/users/checkout-reminders', { enabled }, () =>
    import('@shop/contracts/users/checkout-reminders').then((contract) => contract.checkoutRemindersResponseSchema),
  );
}

/** Saved: the switch as the server stored it, with its message; not saved: "Update failed". */
export function useUpdateCheckoutReminders() {
  const { showToast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCheckoutReminders,
    onMutate: () => queryClient.cancelQueries({ queryKey: accountQueryKeys.checkoutReminders }),
    onError: () => showToast(MESSAGES.updateFailed),
    onSuccess: (answer) => {
      queryClient.setQueryData(accountQueryKeys.checkoutReminders, answer.enabled);
      showToast(answer.message);
    },
  });
}
