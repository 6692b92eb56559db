import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { accountQueryKeys } from './account-query-keys';

async function getCheckoutReminders(signal?: AbortSignal): Promise<boolean> {
  return (
    await apiGet(
      '/users/checkout-reminders',
      () => import('@shop/contracts/users/checkout-reminders').then((contract) => contract.checkoutRemindersResponseSchema),
      signal,
    )
  ).enabled;
}

/** Whether the shopper gets reminder mails for a forgotten checkout; the switch stays disabled until known. */
export function useCheckoutReminders() {
  return useQuery({ queryKey: accountQueryKeys.checkoutReminders, queryFn: ({ signal }) => getCheckoutReminders(signal) });
}
