import type { CodeSentResponse } from '@shop/contracts/accounts/code-sent-response';
import { apiPost } from '../../../lib/api-client';
import { useAccountCall } from '../hooks/use-account-call';

export type CodeSent = Pick<CodeSentResponse, 'message' | 'resendAfterSeconds'>;

/** Mails a registration code; resolves to the server's message, shown as a toast, and when Send may ask again. */
export async function sendCode(email: string): Promise<CodeSent> {
  const { message, resendAfterSeconds } = await apiPost('/users/vcode', { email: email.trim() }, () =>
    import('@shop/contracts/accounts/code-sent-response').then((contract) => contract.codeSentResponseSchema),
  );
  return { message, resendAfterSeconds };
}

export const useSendCode = () => useAccountCall(sendCode);
