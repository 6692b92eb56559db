import type { MessageResponse } from '@shop/contracts/message-response';
import { apiPost } from '../../../lib/api-client';
import { useAccountCall } from '../hooks/use-account-call';

/** Mails a registration code; resolves to the server's message, shown as a toast. */
export async function sendCode(email: string): Promise<string> {
  const body = await apiPost<MessageResponse>('/users/vcode', { email: email.trim() });
  return body.message;
}

export const useSendCode = () => useAccountCall(sendCode);
