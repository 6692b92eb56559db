import { apiPost } from '../../../lib/api-client';
import { useAccountCall } from '../hooks/use-account-call';

export interface Registration {
  email: string;
  vcode: string;
  password: string;
}

/** Creates the account; resolves to the server's message. */
export async function register({ email, vcode, password }: Registration): Promise<string> {
  const body = await apiPost('/users/register', { email: email.trim(), vcode, password }, () =>
    import('@shop/contracts/message-response').then((contract) => contract.messageResponseSchema),
  );
  return body.message;
}

export const useRegister = () => useAccountCall(register);
