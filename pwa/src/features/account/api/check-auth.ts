import { apiGet } from '../../../lib/api-client';

export async function checkAuth(signal?: AbortSignal): Promise<void> {
  await apiGet('/users/checkAuth', signal);
}
