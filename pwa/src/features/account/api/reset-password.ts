import { apiPost } from '../../../lib/api-client';
import { forgetEmail } from '../../../offline/session-store';
import { useAccountCall } from '../hooks/use-account-call';
import type { Registration } from './register';

/**
 * Sets a new password with the mailed code. The server then ends every session of the account, so a
 * stored email no longer means logged in. Resolves to the server's message.
 */
export async function resetPassword({ email, vcode, password }: Registration): Promise<string> {
  const body = await apiPost('/users/resetPassword', { email: email.trim(), vcode, password }, () =>
    import('@shop/contracts/message-response').then((contract) => contract.messageResponseSchema),
  );
  await forgetEmail();
  return body.message;
}

export const useResetPassword = () => useAccountCall(resetPassword);
