import { type APIRequestContext, type APIResponse, test } from '@playwright/test';
import { expect } from '../fixtures/admin';
import { CatalogueApi } from '../fixtures/catalogue';
import { ShopData } from '../fixtures/shopper';
import { apiAs, cluster, proxyRetries, registerShopper, shopLog, unpaidOrder } from './cluster';

const BROWSING_CLIENTS = 6;
const BUYING_CLIENTS = 2;
const STOCK = 1_000;
// Requests served before the SIGTERM, and again after the instance has gone, so both phases carry traffic.
const REQUESTS_PER_PHASE = 150;
// The test provider's pay form answers with a redirect back to the shop.
const SEE_OTHER = 303;

interface Failure {
  request: string;
  outcome: string;
}

/** Clients that keep browsing and buying through the proxy until stopped, counting every answer. */
class LoadLoop {
  requests = 0;
  readonly failures: Failure[] = [];
  readonly orderIds: string[] = [];
  private running = true;
  private readonly clients: Promise<void>[] = [];

  constructor(
    private readonly browsing: APIRequestContext,
    private readonly buying: APIRequestContext,
    private readonly productId: string,
  ) {}

  start(): void {
    for (let client = 0; client < BROWSING_CLIENTS; client += 1) this.clients.push(this.repeat(() => this.browse()));
    for (let client = 0; client < BUYING_CLIENTS; client += 1) this.clients.push(this.repeat(() => this.buy()));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.clients);
  }

  /** Resolves once `count` more requests have been sent (each waits for its answer before the next). */
  async served(count: number): Promise<void> {
    const target = this.requests + count;
    await expect.poll(() => this.requests, { timeout: 30_000 }).toBeGreaterThanOrEqual(target);
  }

  private async repeat(action: () => Promise<void>): Promise<void> {
    while (this.running) await action();
  }

  private async browse(): Promise<void> {
    await this.record('GET product', () => this.browsing.get(`/api/products/getProduct/${this.productId}`));
  }

  /** Checks out and pays on the test provider's page, whose form post runs the payment webhook on whichever instance takes it. */
  private async buy(): Promise<void> {
    const checkout = await this.record('POST checkout', () => unpaidOrder(this.buying, this.productId, 'Pink'));
    if (!checkout?.ok()) return;
    const { id: sessionId, orderId } = await checkout.json();
    const paid = await this.record(
      'POST pay',
      () =>
        this.buying.post(`/api/payments/test-checkout/${sessionId}/pay`, {
          headers: { Origin: new URL(cluster.url).origin },
          maxRedirects: 0,
        }),
      SEE_OTHER,
    );
    if (paid?.status() === SEE_OTHER) this.orderIds.push(orderId);
  }

  /** Sends a request and counts it; a failure is an answer other than 2xx (or `expectedStatus`), or none. */
  private async record(request: string, send: () => Promise<APIResponse>, expectedStatus?: number): Promise<APIResponse | undefined> {
    this.requests += 1;
    try {
      const response = await send();
      const succeeded = expectedStatus === undefined ? response.ok() : response.status() === expectedStatus;
      if (!succeeded) this.failures.push({ request, outcome: `HTTP ${response.status()}` });
      return response;
    } catch (error) {
      this.failures.push({ request, outcome: error instanceof Error ? error.message : String(error) });
      return undefined;
    }
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('SIGTERM to one instance mid-traffic: no request fails and no checkout is left half-done', async ({ request }) => {
  const admin = await apiAs(cluster.admin);
  const product = await new ShopData(admin).addProduct('Cluster drain charm', [{ Name: 'Pink', Price: 3, LeftNum: STOCK }]);
  const buyer = await apiAs(await registerShopper(request));
  const load = new LoadLoop(request, buyer, product.proID);
  const [stopping] = cluster.shops;
  const started = Date.now();

  load.start();
  await load.served(REQUESTS_PER_PHASE);
  const beforeSigterm = { requests: load.requests, failures: load.failures.length };
  process.kill(stopping.pid, 'SIGTERM');
  await expect.poll(() => isRunning(stopping.pid), { timeout: 15_000, message: `shop ${stopping.id} exits` }).toBe(false);
  await load.served(REQUESTS_PER_PHASE);
  await load.stop();

  const seconds = (Date.now() - started) / 1000;
  console.log(
    `${load.requests} requests through the proxy in ${seconds.toFixed(1)} s (${(load.requests / seconds).toFixed(0)}/s), ` +
      `${load.orderIds.length} orders paid; ${load.failures.length - beforeSigterm.failures} failed from the SIGTERM of shop ${stopping.id} on ` +
      `(${load.requests - beforeSigterm.requests} requests, ${proxyRetries()} passed on by nginx to shop ${cluster.shops[1].id})`,
  );
  expect(load.failures).toEqual([]);
  expect(shopLog(stopping)).toContain('SIGTERM received: shutting down');
  expect(shopLog(stopping)).not.toContain('Shutdown took longer');

  // Every order paid holds its stock, and no stock is held by a checkout that did not answer.
  const left = (await new CatalogueApi(admin).product(product.proID)).SubTypeSet[0].LeftNum;
  expect(left).toBe(STOCK - load.orderIds.length);
  const statuses = await Promise.all(
    load.orderIds.map(async (orderId) => (await (await buyer.get(`/api/orders/getOrder/${orderId}`)).json()).order.Status),
  );
  expect(new Set(statuses)).toEqual(new Set(['Paid']));
  await buyer.dispose();
  await admin.dispose();
});
