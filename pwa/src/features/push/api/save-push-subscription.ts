import type { PushSubscriptionBody } from '@shop/contracts/push';
import { apiPost } from '../../../lib/api-client';

/** Stores this device's subscription for the logged-in shopper (again after a change: the endpoint is its key). */
export async function savePushSubscription(subscription: PushSubscriptionJSON): Promise<string> {
  return (await apiPost<{ message: string }>('/push/subscriptions', subscription as PushSubscriptionBody)).message;
}
