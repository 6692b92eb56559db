import type { CheckAuthResponse } from '@shop/contracts/accounts/check-auth-response';
import { apiGet } from '../../../lib/api-client';

/** Resolves when logged in, to whether the account is an admin's; rejects (401) otherwise. */
export async function checkAuth(signal?: AbortSignal): Promise<{ admin: boolean }> {
  const body = await apiGet<CheckAuthResponse>('/users/checkAuth', signal);
  return { admin: body.admin };
}
