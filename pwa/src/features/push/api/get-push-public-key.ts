import { pushPublicKeyResponseSchema } from '@shop/contracts/push';
import { apiGet } from '../../../lib/api-client';

/** The shop's VAPID public key, which the browser's push subscription is bound to. */
export async function getPushPublicKey(): Promise<string> {
  return (await apiGet('/push/publicKey', pushPublicKeyResponseSchema)).publicKey;
}
