import { useToast } from '../../../components/ui/use-toast';
import { usePendingCall } from '../../../lib/use-pending-call';

/**
 * An account call behind a button (send code, register, login, reset): the server's refusal is
 * shown as a toast; a network failure is only logged (spec §8).
 */
export function useAccountCall<Args extends unknown[], Result extends NonNullable<unknown>>(call: (...args: Args) => Promise<Result>) {
  const { showToast } = useToast();
  return usePendingCall(call, (error) => {
    if (error.status === 0) console.error('Account call failed: no answer from the server', error);
    else showToast(error.serverMessage ?? error.message);
  });
}
