import { apiPost } from '../../../lib/api-client';
import { useAccountCall } from '../hooks/use-account-call';

export interface Registration {
  email: string;
  vcode: string;
  password: string;
}

export async function register({ email, vcode, password }: Registration): Promise<void> {
  await apiPost('/users/register', { email: email.trim(), vcode, password });
}

export const useRegister = () => useAccountCall(register);
