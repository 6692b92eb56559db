import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviseLocationBody } from '@shop/contracts/users/user-bodies';
import { useToast } from '../../../components/ui/use-toast';
import { MESSAGES } from '../../../config/constants';
import { apiPatch } from '../../../lib/api-client';
import { accountQueryKeys } from './account-query-keys';

/** Saves the delivery address; resolves to the server's message. */
export async function reviseLocation({ location, recipient, phone }: ReviseLocationBody): Promise<string> {
  const address = { location: location.trim(), recipient: recipient.trim(), phone: phone.trim() };
  const body = await apiPatch('/users/reviseLocation', address, () =>
    import('@shop/contracts/message-response').then((contract) => contract.messageResponseSchema),
  );
  return body.message;
}

/** A saved address makes the cached profile stale (checkout reads the address from it). */
export function useReviseLocation() {
  const { showToast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviseLocation,
    onError: () => showToast(MESSAGES.updateFailed),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.user }),
  });
}
