import { apiPost } from '../../../lib/api-client';
import { useAccountCall } from '../hooks/use-account-call';
import type { CodeSent } from './send-code';

/** Mails a password reset code when the email is registered; resolves to the server's message and when Send may ask again. */
export async function sendResetCode(email: string): Promise<CodeSent> {
  const { message, resendAfterSeconds } = await apiPost('/users/resetPassword/vcode', { email: email.trim() }, () =>
    import('@shop/contracts/accounts/code-sent-response').then((contract) => contract.codeSentResponseSchema),
  );
  return { message, resendAfterSeconds };
}

export const useSendResetCode = () => useAccountCall(sendResetCode);
