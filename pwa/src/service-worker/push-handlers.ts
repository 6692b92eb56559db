/**
 * The service worker's web push handlers, imported by the generated sw.js (workbox.importScripts in
 * vite.config.ts) and built on their own as a classic script: they show the shop's notifications, open the
 * right page on a click, and keep the device's subscription current when the browser renews it.
 */
import type { PushPayload } from '@shop/contracts/push';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';
const SUBSCRIPTIONS_PATH = '/api/push/subscriptions';

interface NotificationData {
  url: string;
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  if (!payload) return;
  const data: NotificationData = { url: payload.url };
  // One notification per kind: a newer one of the same kind replaces the older, and still alerts (renotify,
  // which TypeScript's library does not list yet).
  const options: NotificationOptions & { renotify: boolean } = {
    body: payload.body,
    icon: ICON,
    badge: BADGE,
    tag: payload.kind,
    renotify: true,
    data,
  };
  event.waitUntil(self.registration.showNotification(payload.title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl((event.notification.data as Partial<NotificationData> | null)?.url);
  event.waitUntil(showPage(url));
});

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(renewSubscription(event));
});

function readPayload(data: PushMessageData | null): PushPayload | null {
  try {
    const payload = data?.json() as Partial<PushPayload> | undefined;
    return payload && typeof payload.title === 'string' && typeof payload.kind === 'string' ? (payload as PushPayload) : null;
  } catch {
    return null;
  }
}

/** Only the shop's own pages: a payload can never send the shopper elsewhere. */
function sameOriginUrl(path: string | undefined): string {
  const url = new URL(path ?? '/', self.location.origin);
  return url.origin === self.location.origin ? url.href : self.location.origin;
}

/** Focuses a window of the shop already open (showing the page there), or opens the page in a new one. */
async function showPage(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open =
    windows.find((client) => client.url === url) ?? windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(url);
    return;
  }
  const shown = open.url === url ? open : ((await open.navigate(url)) ?? open);
  await shown.focus();
}

/** The browser renewed (or dropped) the subscription: tell the shop the new endpoint, and forget the old. */
async function renewSubscription(event: PushSubscriptionChangeEvent): Promise<void> {
  const renewed =
    event.newSubscription ??
    (event.oldSubscription &&
      (await self.registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: event.oldSubscription.options.applicationServerKey,
      })));
  if (renewed) await callShop('POST', renewed.toJSON());
  if (event.oldSubscription && event.oldSubscription.endpoint !== renewed?.endpoint) {
    await callShop('DELETE', { endpoint: event.oldSubscription.endpoint });
  }
}

function callShop(method: 'POST' | 'DELETE', body: unknown): Promise<Response> {
  return fetch(SUBSCRIPTIONS_PATH, {
    method,
    credentials: 'include',
    // The shop's CSRF guard asks every state-changing call for this header.
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  });
}

/** Not in TypeScript's WebWorker library yet (Push API §11). */
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly newSubscription: PushSubscription | null;
  readonly oldSubscription: PushSubscription | null;
}
