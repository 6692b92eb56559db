import type { CodeSentResponse } from '@shop/contracts/accounts/code-sent-response';
import { apiPost } from '../../../lib/api-client';
import { useAccountCall } from '../hooks/use-account-call';
import type { CodeSent } from './send-code';

/** Mails a password reset code when the email is registered; resolves to the server's message and when Send may ask again. */
export async function sendResetCode(email: string): Promise<CodeSent> {
  const { message, resendAfterSeconds } = await apiPost<CodeSentResponse>('/users/resetPassword/vcode', { email: email.trim() });
  return { message, resendAfterSeconds };
}

export const useSendResetCode = () => useAccountCall(sendResetCode);
