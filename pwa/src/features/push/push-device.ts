import { env } from '../../config/env';
import { getPushPublicKey } from './api/get-push-public-key';
import { savePushSubscription } from './api/save-push-subscription';

/** What this browser allows: 'unsupported' without a service worker or the Push API (or in development). */
export type PushPermission = NotificationPermission | 'unsupported';

export function pushPermission(): PushPermission {
  if (!env.serviceWorkerEnabled || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission;
}

/**
 * Asks for permission if the shopper was never asked (call it only from a moment that explains itself),
 * then subscribes this device and stores the subscription for the logged-in shopper. Answers the permission.
 */
export async function enablePushOnThisDevice(): Promise<PushPermission> {
  if (pushPermission() === 'unsupported') return 'unsupported';
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return permission;
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: await getPushPublicKey() }));
  await savePushSubscription(subscription.toJSON());
  return permission;
}

/** On logout: this browser stops receiving pushes (the shop has dropped the subscription with the session). */
export async function forgetThisDevice(): Promise<void> {
  if (pushPermission() !== 'granted') return;
  const registration = await navigator.serviceWorker.getRegistration();
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
}
