import { messageResponseSchema } from '@shop/contracts/message-response';
import { apiGet } from '../../../../lib/api-client';

/** Resolves when the session is an admin's; rejects (401 or 403) otherwise. */
export async function checkAdmin(signal?: AbortSignal): Promise<void> {
  await apiGet('/users/checkAdmin', messageResponseSchema, signal);
}
