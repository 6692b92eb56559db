import { useToast } from '../../../components/ui/use-toast';
import { apiGet } from '../../../lib/api-client';
import { usePendingCall } from '../../../lib/use-pending-call';
import { forgetShopper } from '../../../offline/session-store';

/** Ends the session, then forgets the stored email and cart (spec §4); resolves to the server's message. */
export async function logout(): Promise<string> {
  const body = await apiGet<{ message: string }>('/users/logout');
  await forgetShopper();
  return body.message;
}

export function useLogout() {
  const { showToast } = useToast();
  return usePendingCall(logout, (error) => showToast(error.message));
}
