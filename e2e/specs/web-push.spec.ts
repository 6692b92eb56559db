import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import type { PushPayload } from '@shop/contracts/push';
import { uniqueName } from '../fixtures/admin';
import { expect, registerAccount, test, toast } from '../fixtures/shopper';
import { untilServiceWorkerActive, untilServiceWorkerControls } from '../fixtures/service-worker';

test.use({ serviceWorkers: 'allow' });

/**
 * What the browser does when a push arrives: a push event carrying the payload, dispatched in this context's
 * service worker, resolved once the worker's handler is done with it. (DevTools' own delivery,
 * ServiceWorker.deliverPushMessage, went by a registration id and dropped a push now and then in CI although
 * the worker was activated and running; Chromium here reaches no real push service.)
 */
async function deliverPush(context: BrowserContext, payload: PushPayload) {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async (data) => {
    const scope = self as unknown as {
      dispatchEvent(event: Event): boolean;
      PushEvent: new (type: string, init: { data: string }) => Event;
    };
    const event = new scope.PushEvent('push', { data });
    const handled: Promise<unknown>[] = [];
    // A page-made event may not extend its own lifetime; here the test awaits what the handler waits on.
    Object.defineProperty(event, 'waitUntil', { value: (promise: Promise<unknown>) => handled.push(promise) });
    scope.dispatchEvent(event);
    await Promise.all(handled);
  }, JSON.stringify(payload));
}

async function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, icon, badge }) => ({ title, body, tag, icon, badge }));
  });
}

/**
 * Chromium here reaches no push service (Google's, for Chrome), so PushManager.subscribe refuses; the page gets
 * a subscription as a browser's would be, with real keys. Sending to devices is covered by backend/test/push.spec.ts.
 */
async function standInBrowserSubscription(page: Page): Promise<string> {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const json = {
    endpoint: `https://push.example.test/device/${randomUUID()}`,
    expirationTime: null,
    keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  await page.addInitScript((subscriptionJson) => {
    let current: object | null = null;
    const subscription = {
      endpoint: subscriptionJson.endpoint,
      toJSON: () => subscriptionJson,
      unsubscribe: () => {
        current = null;
        return Promise.resolve(true);
      },
    };
    PushManager.prototype.subscribe = () => {
      current = subscription;
      return Promise.resolve(subscription as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = () => Promise.resolve(current as PushSubscription | null);
  }, json);
  return json.endpoint;
}

/** What a click on the notification does: the service worker's notificationclick, with the notification shown. */
async function clickNotification(context: BrowserContext) {
  const [worker] = context.serviceWorkers();
  await worker.evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
    const [notification] = await scope.registration.getNotifications();
    const NotificationEventClass = (
      self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }
    ).NotificationEvent;
    scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification }));
  });
}

test('"Notify me" on a sold-out sub-type turns notifications on, and the profile has a switch per kind', async ({
  page,
  context,
  request,
  shopData,
  logInAs,
}) => {
  const product = await shopData.addProduct(uniqueName('Push charm'), [
    { Name: 'Pink', Price: 6, LeftNum: 0 },
    { Name: 'Blue', Price: 6, LeftNum: 3 },
  ]);
  await context.grantPermissions(['notifications']);
  const endpoint = await standInBrowserSubscription(page);
  await logInAs(await registerAccount(request));
  await page.goto('/');
  await untilServiceWorkerActive(page);

  await page.goto(`/product/${product.proID}`);
  await untilServiceWorkerControls(page);
  const tiles = page.getByRole('group', { name: 'Choose a type' });
  await expect(tiles.getByRole('button', { name: 'Notify me when Blue is back in stock' })).toHaveCount(0);
  const stored = page.waitForResponse(
    (response) => response.url().endsWith('/api/push/subscriptions') && response.request().method() === 'POST',
  );
  await tiles.getByRole('button', { name: 'Notify me when Pink is back in stock' }).click();
  expect(await (await stored).json()).toEqual({ success: true, message: 'Notifications are on for this device.' });
  expect((await stored).request().postDataJSON()).toMatchObject({ endpoint });
  await expect(toast(page)).toHaveText("We'll let you know when it's back in stock.");

  await page.goto('/profile');
  const settings = page.getByRole('region', { name: 'Notifications' });
  const kinds = ['My order shipped or was delivered', 'The shop replied in chat', 'Something I wanted is back in stock'];
  for (const kind of kinds) await expect(settings.getByRole('switch', { name: kind })).toBeChecked();
  await settings.getByRole('switch', { name: 'The shop replied in chat' }).uncheck();
  await expect(toast(page)).toHaveText('Notification settings saved.');

  await page.reload();
  await expect(settings.getByRole('switch', { name: 'My order shipped or was delivered' })).toBeChecked();
  await expect(settings.getByRole('switch', { name: 'The shop replied in chat' })).not.toBeChecked();
});

test('a push shows the shop’s notification, and a click on it opens the order', async ({
  shopperPage: page,
  context,
  adminApi,
  shopperApi,
}) => {
  const orderId = await shopperApi.paidOrder(await adminApi.addProduct(uniqueName('Push parcel')), 'Pink');
  await context.grantPermissions(['notifications']);
  await page.goto('/');
  await untilServiceWorkerActive(page);
  await page.reload();
  await untilServiceWorkerControls(page);

  const origin = new URL(page.url()).origin;
  const payload: PushPayload = {
    kind: 'shipping',
    title: 'Your order has shipped',
    body: `Order ${orderId} is on its way. Track it: https://track.example/parcel/7`,
    url: `/order/${orderId}`,
  };
  await deliverPush(context, payload);

  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: 'shipping',
        icon: `${origin}/icons/icon-192.png`,
        badge: `${origin}/icons/badge-96.png`,
      },
    ]);

  await clickNotification(context);
  await expect(page).toHaveURL(`${origin}/order/${orderId}`);
  await expect(page.getByText(orderId).first()).toBeVisible();
  await expect.poll(() => shownNotifications(page)).toEqual([]);
});

test('a chat reply’s notification opens the chat', async ({ shopperPage: page, context }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/');
  await untilServiceWorkerActive(page);
  await page.goto('/products/all');
  await untilServiceWorkerControls(page);

  const origin = new URL(page.url()).origin;
  const payload: PushPayload = { kind: 'chat', title: 'The shop replied', body: 'Your parcel left today.', url: '/?chat=open' };
  await deliverPush(context, payload);
  await expect.poll(async () => (await shownNotifications(page)).map((shown) => shown.tag)).toEqual(['chat']);

  await clickNotification(context);
  await expect(page).toHaveURL(`${origin}/?chat=open`);
  await expect(page.getByRole('dialog', { name: 'Chat with Kawaii Shop' })).toBeVisible();
});
