import { useToast } from '../../../components/ui/use-toast';
import { MESSAGES } from '../../../config/constants';
import { apiPatch } from '../../../lib/api-client';
import { usePendingCall } from '../../../lib/use-pending-call';
import type { AddressValues } from '../account-rules';

/** Saves the delivery address; resolves to the server's message. */
export async function reviseLocation({ location, recipient, phone }: AddressValues): Promise<string> {
  const body = await apiPatch<{ message: string }>('/users/reviseLocation', {
    location: location.trim(),
    recipient: recipient.trim(),
    phone: phone.trim(),
  });
  return body.message;
}

export function useReviseLocation() {
  const { showToast } = useToast();
  return usePendingCall(reviseLocation, () => showToast(MESSAGES.updateFailed));
}
