import { apiPost } from '../../../lib/api-client';
import { saveEmail } from '../../../offline/session-store';
import { useAccountCall } from '../hooks/use-account-call';

export interface Credentials {
  email: string;
  password: string;
}

/** Logs in and stores the email, which the nav's user icon and the profile read; resolves to the server's message. */
export async function login({ email, password }: Credentials): Promise<string> {
  const body = await apiPost('/users/login', { email: email.trim(), password }, () =>
    import('@shop/contracts/message-response').then((contract) => contract.messageResponseSchema),
  );
  await saveEmail(email.trim());
  return body.message;
}

export const useLogin = () => useAccountCall(login);
