import type { MessageResponse } from '@shop/contracts/message-response';
import { apiPost } from '../../../lib/api-client';
import { useAccountCall } from '../hooks/use-account-call';

/** Mails a password reset code when the email is registered; resolves to the server's message. */
export async function sendResetCode(email: string): Promise<string> {
  const body = await apiPost<MessageResponse>('/users/resetPassword/vcode', { email: email.trim() });
  return body.message;
}

export const useSendResetCode = () => useAccountCall(sendResetCode);
