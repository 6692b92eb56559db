import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { answerWhileStarting, STARTING_MESSAGE } from './starting-server.js';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('the shop port while the app starts', () => {
  it('answers alive but not ready, then hands the port over', async () => {
    const port = await freePort();
    const handOver = await answerWhileStarting(port);

    const live = await fetch(`http://127.0.0.1:${port}/api/health/live`);
    expect(live.status).toBe(200);
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('1');
    expect(await ready.json()).toEqual({ success: false, message: STARTING_MESSAGE });
    const checkout = await fetch(`http://127.0.0.1:${port}/api/orders/create-checkout-session`, { method: 'POST' });
    expect(checkout.status).toBe(503);

    await handOver();
    const app = createServer();
    await new Promise<void>((resolve, reject) => {
      app.once('error', reject);
      app.listen(port, resolve);
    });
    await new Promise<void>((resolve) => app.close(() => resolve()));
  });
});
