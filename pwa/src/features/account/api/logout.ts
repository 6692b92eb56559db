import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/ui/use-toast';
import { apiGet } from '../../../lib/api-client';
import { forgetShopper } from '../../../offline/session-store';

/** Ends the session, then forgets the stored email and cart (spec §4); resolves to the server's message. */
export async function logout(): Promise<string> {
  const body = await apiGet('/users/logout', () =>
    import('@shop/contracts/message-response').then((contract) => contract.messageResponseSchema),
  );
  await forgetShopper();
  return body.message;
}

/**
 * Logs out and goes home. Nothing of the shopper stays in the query cache for the next one on this device: every
 * feature's reads go (account, orders, notification settings, chat), and the next screen reads what it shows.
 */
export function useLogout() {
  const { showToast } = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onError: (error) => showToast(error.message),
    onSuccess: () => {
      // Leave the shopper's screens in the same update: a read still on screen would fetch itself again.
      void navigate('/');
      queryClient.removeQueries();
    },
  });
}
