import { apiGet } from '../../../lib/api-client';

/** Resolves when logged in, to whether the account is an admin's; rejects (401) otherwise. */
export async function checkAuth(signal?: AbortSignal): Promise<{ admin: boolean }> {
  const body = await apiGet(
    '/users/checkAuth',
    () => import('@shop/contracts/accounts/check-auth-response').then((contract) => contract.checkAuthResponseSchema),
    signal,
  );
  return { admin: body.admin };
}
