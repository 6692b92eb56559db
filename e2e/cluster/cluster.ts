import { readFileSync } from 'node:fs';
import { type APIRequestContext, type APIResponse, type Browser, type BrowserContext, request as apiRequest } from '@playwright/test';
import { expect, logIn, oneUnitCheckout, TEST_DELIVERY, XHR_HEADERS } from '../fixtures/admin';
import { codeMailedTo, uniqueEmail } from '../fixtures/mailbox';

export interface ShopInstance {
  id: 'a' | 'b';
  port: number;
  pid: number;
  /** The instance's stdout: its log, and the mails it prints for want of SMTP. */
  log: string;
}

/** What scripts/cluster-test.mjs started: the proxy's URL, the two instances behind it, the admin it made. */
export const cluster = {
  url: process.env.CLUSTER_URL ?? 'http://127.0.0.1:1',
  shops: JSON.parse(process.env.CLUSTER_SHOPS ?? '[]') as ShopInstance[],
  admin: JSON.parse(process.env.CLUSTER_ADMIN ?? '{}') as { email: string; password: string },
  /** nginx's access log: one line per request, naming each instance tried. */
  proxyLog: process.env.CLUSTER_PROXY_LOG ?? '',
};

export interface Account {
  email: string;
  password: string;
}

/** The instance that answered through the proxy (nginx names it in X-Upstream); after a retry, the last one tried. */
export function instanceOf(response: APIResponse): ShopInstance['id'] | undefined {
  const upstream = response.headersArray().find(({ name }) => name.toLowerCase() === 'x-upstream')?.value;
  const tried = upstream?.split(', ') ?? [];
  const port = Number(tried.at(-1)?.split(':').at(-1));
  return cluster.shops.find((shop) => shop.port === port)?.id;
}

/** How many requests nginx has passed on to the other instance after the first would not take them. */
export function proxyRetries(): number {
  return readFileSync(cluster.proxyLog, 'utf8')
    .split('\n')
    .filter((line) => / upstream=\S+, /.test(line)).length;
}

export function shopLog(shop: ShopInstance): string {
  return readFileSync(shop.log, 'utf8');
}

/** Registers a new shopper through the proxy, with the code whichever instance mailed, and logs `request` in as them. */
export async function registerShopper(request: APIRequestContext): Promise<Account> {
  const account = { email: uniqueEmail('cluster'), password: 'cluster-shopper-1' };
  const sent = await request.post('/api/users/vcode', { headers: XHR_HEADERS, data: { email: account.email } });
  expect(sent.ok(), 'mail a registration code').toBe(true);
  const vcode = await codeMailedTo(
    account.email,
    undefined,
    cluster.shops.map((shop) => shop.log),
  );
  const registered = await request.post('/api/users/register', { headers: XHR_HEADERS, data: { ...account, vcode } });
  expect(registered.ok(), 'register').toBe(true);
  await logIn(request, account);
  const address = await request.patch('/api/users/reviseLocation', {
    headers: XHR_HEADERS,
    data: TEST_DELIVERY,
  });
  expect(address.ok(), 'save a delivery address').toBe(true);
  return account;
}

/** An API client logged in as `account` through the proxy. */
export async function apiAs(account: Account): Promise<APIRequestContext> {
  const request = await apiRequest.newContext({ baseURL: cluster.url });
  await logIn(request, account);
  return request;
}

/**
 * A browser context whose chat socket the test proxy sends to instance `id` (a cookie its config maps),
 * so that two people's sockets are on different instances by construction; its other requests go round robin.
 */
export async function contextPinnedTo(browser: Browser, id: ShopInstance['id']): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: cluster.url });
  await context.addCookies([{ name: 'cluster_instance', value: id, url: cluster.url }]);
  return context;
}

/** Starts paying for one unit of a sub-type and leaves the order unpaid: the checkout's answer. */
export async function unpaidOrder(request: APIRequestContext, productId: string, subType: string): Promise<APIResponse> {
  return request.post('/api/orders/create-checkout-session', {
    headers: XHR_HEADERS,
    data: oneUnitCheckout(productId, subType),
  });
}
