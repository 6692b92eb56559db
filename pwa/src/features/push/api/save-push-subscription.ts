import { apiPost } from '../../../lib/api-client';

/**
 * Stores this device's subscription for the logged-in shopper (again after a change: the endpoint is its key).
 * The browser's subscription is sent as it is; the server checks it against the contract's pushSubscriptionSchema.
 */
export async function savePushSubscription(subscription: PushSubscriptionJSON): Promise<string> {
  return (
    await apiPost('/push/subscriptions', subscription, () =>
      import('@shop/contracts/message-response').then((contract) => contract.messageResponseSchema),
    )
  ).message;
}
