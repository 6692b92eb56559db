import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/use-toast';

/**
 * An account call behind a button (send code, register, login, reset): the server's refusal is
 * shown as a toast; a network failure is only logged (spec §8).
 */
export function useAccountCall<Variables, Result = string>(call: (variables: Variables) => Promise<Result>) {
  const { showToast } = useToast();
  return useMutation({
    mutationFn: call,
    onError: (error) => {
      if (error.status === 0) console.error('Account call failed: no answer from the server', error);
      else showToast(error.serverMessage ?? error.message);
    },
  });
}
