/**
 * bench:checkout's buyers, in a process of their own (forked by bench-checkout.ts), so that the shop process's CPU
 * figure is the shop's alone: they post the checkouts through node:http with kept-alive connections, report each
 * case's latencies, tally and their own CPU time, and say when a case's counted checkouts start (after its warm-up).
 */
import { Agent, request } from 'node:http';
import { cpuMsSince, type Figures, sample, summarise } from '../bench/latency-sampler.js';

const ADDRESS = { location: '1 Main St, Springfield, IL 62701', recipient: 'Bench Buyer', phone: '555-123-4567' };
const API_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

export interface Tally {
  ok: number;
  refused: number;
  firstRefusal?: string;
}

export interface CartLine {
  proid: string;
  subType: string;
  buyNum: number;
}

/** What the benchmark asks: buyers at once over and over (a case), or every checkout at the same moment (a rush). */
export type BuyersRequest =
  | { kind: 'case'; cart: CartLine[]; iterations: number; maxMs: number; concurrency: number }
  | { kind: 'rush'; cart: CartLine[]; checkouts: number };

/** What the buyers answer: `counting` when the counted checkouts start, then the case's outcome. */
export type BuyersReport = { kind: 'counting' } | { kind: 'done'; figures: Figures; tally: Tally };

export interface BuyersSetUp {
  baseUrl: string;
  cookies: string[];
}

const toParent = process.send?.bind(process);
if (!toParent) throw new Error('bench-checkout-buyers.ts runs forked by bench-checkout.ts');
const report = (message: BuyersReport) => toParent(message);

let buyers: ReturnType<typeof buyersOf> | undefined;

process.on('message', (message: BuyersSetUp | BuyersRequest) => {
  if (!('kind' in message)) {
    buyers = buyersOf(message);
    return;
  }
  if (!buyers) throw new Error('The buyers were asked to check out before they were set up');
  const run = message.kind === 'case' ? buyers.runCase(message) : buyers.runRush(message);
  run.then(report, (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
// The benchmark gone, nothing is left to do.
process.once('disconnect', () => process.exit(0));

function buyersOf({ baseUrl, cookies }: BuyersSetUp) {
  const checkout = checkoutAs(baseUrl, cookies.length);
  return {
    async runCase({ cart, iterations, maxMs, concurrency }: Extract<BuyersRequest, { kind: 'case' }>): Promise<BuyersReport> {
      const tally: Tally = { ok: 0, refused: 0 };
      const warmUp: Tally = { ok: 0, refused: 0 };
      // The sampler warms up with negative iteration numbers; those are not counted.
      const figures = await sample(
        (n) => {
          if (n === 0) report({ kind: 'counting' });
          return checkout(cookies[Math.abs(n) % cookies.length], cart, n < 0 ? warmUp : tally);
        },
        { iterations, maxMs, concurrency },
      );
      return { kind: 'done', figures, tally };
    },

    /** Every checkout at the same moment; latency is measured per checkout, throughput over the whole rush. */
    async runRush({ cart, checkouts }: Extract<BuyersRequest, { kind: 'rush' }>): Promise<BuyersReport> {
      const tally: Tally = { ok: 0, refused: 0 };
      const latencies: number[] = [];
      report({ kind: 'counting' });
      const cpuAtStart = process.cpuUsage();
      const startedAt = performance.now();
      await Promise.all(
        Array.from({ length: checkouts }, async (_, n) => {
          const checkoutStartedAt = performance.now();
          await checkout(cookies[n % cookies.length], cart, tally);
          latencies.push(performance.now() - checkoutStartedAt);
        }),
      );
      return { kind: 'done', figures: summarise(latencies, performance.now() - startedAt, cpuMsSince(cpuAtStart)), tally };
    },
  };
}

function checkoutAs(baseUrl: string, buyers: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: buyers });
  return async (cookie: string, cart: readonly CartLine[], tally: Tally): Promise<void> => {
    const payload = JSON.stringify({ cart, payment: 'card', ...ADDRESS });
    const { status, body } = await postJson(`${baseUrl}/api/orders/create-checkout-session`, payload, { Cookie: cookie }, agent);
    const { message } = JSON.parse(body) as { message: string };
    if (status === 201) tally.ok += 1;
    else if (status === 409) {
      tally.refused += 1;
      tally.firstRefusal ??= message;
    } else throw new Error(`Checkout answered ${status}: ${message}`);
  };
}

/**
 * Posts once more when a kept-alive connection turns out closed before the request reached the shop (the server ended
 * it as idle meanwhile: a long pause on a busy machine), as Node's http documentation advises (`reusedSocket`).
 */
async function postJson(
  url: string,
  payload: string,
  headers: Record<string, string>,
  agent: Agent,
): Promise<{ status: number; body: string }> {
  try {
    return await postOnce(url, payload, headers, agent);
  } catch (error) {
    if (!(error instanceof ClosedIdleConnection)) throw error;
    return postOnce(url, payload, headers, agent);
  }
}

class ClosedIdleConnection extends Error {}

function postOnce(url: string, payload: string, headers: Record<string, string>, agent: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const posted = request(
      url,
      { method: 'POST', agent, headers: { ...API_HEADERS, ...headers, 'Content-Length': Buffer.byteLength(payload) } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    posted.on('error', (error: NodeJS.ErrnoException) => {
      reject(posted.reusedSocket && error.code === 'ECONNRESET' ? new ClosedIdleConnection(error.message) : error);
    });
    posted.end(payload);
  });
}
