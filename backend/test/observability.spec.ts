import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BoardsService } from '../src/boards/boards.service.js';
import { database } from './helpers/accounts.js';
import { ChatClient, createChatUser, listenOnFreePort } from './helpers/chat.js';
import { insertProduct } from './helpers/factories.js';
import { cartLine, checkoutBody, createShopper, payOnTestCheckout, placeOrder } from './helpers/shoppers.js';
import { OrderExpiryService } from '../src/orders/order-expiry.service.js';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';
import { BACKGROUND_WAIT } from './helpers/background-wait.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const METRICS_TOKEN = 'metrics-token-for-tests-0123456789abcdef';

/** Log lines as the app writes them, parsed. */
function capturedLogs() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const logStream = {
    write(line: string) {
      raw.push(line);
      lines.push(JSON.parse(line) as Record<string, unknown>);
    },
  };
  return { lines, raw, logStream };
}

describe('request ids and logs', () => {
  let app: NestExpressApplication;
  const logs = capturedLogs();
  const get = (path: string) => request(app.getHttpServer()).get(path);

  beforeAll(async () => {
    app = await createTestApp({}, { logger: ['log'], logStream: logs.logStream });
  });
  afterAll(async () => {
    await closeStarted(app);
  });
  beforeEach(() => {
    logs.lines.length = 0;
    logs.raw.length = 0;
  });

  it('gives each response a new request id when the caller sends none', async () => {
    const first = await get('/api/health').expect(200);
    const second = await get('/api/health').expect(200);
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('keeps a well-formed X-Request-Id from the caller and replaces one that is not', async () => {
    await get('/api/health').set('X-Request-Id', 'lb-7f3a.9c21:00042').expect('X-Request-Id', 'lb-7f3a.9c21:00042');
    const forged = await get('/api/health').set('X-Request-Id', 'x"}{"level":60').expect(200);
    expect(forged.headers['x-request-id']).toMatch(UUID);
  });

  it('puts the request id in every error answer, the same as in the header', async () => {
    const missing = await get('/api/welcomeBoards/getWelcomeBoard/000000000000000000000000').expect(404);
    expect(missing.body).toEqual({ success: false, message: expect.any(String), requestId: missing.headers['x-request-id'] });
    const noRoute = await get('/api/nothing-here').set('X-Request-Id', 'support-ticket-1234').expect(404);
    expect(noRoute.body).toEqual({ success: false, message: 'Not found', requestId: 'support-ticket-1234' });
  });

  it('logs one JSON line per request with its request id, method, path and status', async () => {
    await get('/api/health?probe=1').set('X-Request-Id', 'trace-me-0001').expect(200);
    expect(logs.lines).toContainEqual(
      expect.objectContaining({
        level: 30,
        requestId: 'trace-me-0001',
        msg: expect.stringMatching(/^GET \/api\/health 200 \d+ms$/),
        req: { method: 'GET', path: '/api/health' },
        res: { statusCode: 200 },
      }),
    );
  });

  it('logs a server error with its stack under the request id, and answers it without internals', async () => {
    vi.spyOn(app.get(BoardsService), 'findShownPage').mockRejectedValueOnce(new Error('disk on fire at /srv/data'));
    const failed = await get('/api/welcomeBoards/getWelcomeBoards/1').expect(500);
    const requestId = failed.headers['x-request-id'];
    expect(failed.body).toEqual({ success: false, message: 'Internal server error', requestId });
    const errors = logs.lines.filter((line) => line.level === 50 && line.requestId === requestId);
    expect(errors.map((line) => line.msg)).toEqual([
      expect.stringContaining('disk on fire at /srv/data'),
      'GET /api/welcomeBoards/getWelcomeBoards/1 500',
    ]);
  });

  it('answers a body that is not JSON with the error shape and its request id', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/users/login')
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(response.body).toEqual({ success: false, message: expect.any(String), requestId: response.headers['x-request-id'] });
  });

  it('never logs cookies, authorization headers or passwords', async () => {
    await request(app.getHttpServer())
      .post('/api/users/login')
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('Cookie', 'sid=cookie-secret-value')
      .set('Authorization', 'Bearer bearer-secret-value')
      .send({ email: 'nobody@example.com', password: 'password-secret-value' });
    const output = logs.raw.join('');
    expect(output).toContain('/api/users/login');
    for (const secret of ['cookie-secret-value', 'bearer-secret-value', 'password-secret-value']) expect(output).not.toContain(secret);
  });
});

describe('health endpoints', () => {
  let app: NestExpressApplication;
  const get = (path: string) => request(app.getHttpServer()).get(path);

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await closeStarted(app);
  });

  it('keeps GET /api/health as it was', async () => {
    await get('/api/health').expect(200, { success: true, status: 'ok', db: 'up' });
  });

  it('answers liveness and readiness while the database is up', async () => {
    await get('/api/health/live')
      .expect(200)
      .expect((response) => expect(response.body.status).toBe('ok'));
    const ready = await get('/api/health/ready').expect(200);
    expect(ready.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
  });

  it('stays live but turns not ready (503) once the database is unreachable', async () => {
    await database(app).close();
    const ready = await get('/api/health/ready').expect(503);
    expect(ready.body).toEqual({ success: false, message: 'Not ready: database down', requestId: ready.headers['x-request-id'] });
    await get('/api/health/live').expect(200);
    const legacy = await get('/api/health').expect(503);
    expect(legacy.body).toEqual({ success: false, message: 'Database unavailable', requestId: legacy.headers['x-request-id'] });
  });
});

describe('metrics', () => {
  let app: NestExpressApplication;
  const scrape = () => request(app.getHttpServer()).get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`);

  beforeAll(async () => {
    app = await createTestApp({ METRICS_TOKEN });
  });
  afterAll(async () => {
    await closeStarted(app);
  });

  it('asks for the METRICS_TOKEN bearer token', async () => {
    const server = app.getHttpServer();
    await request(server).get('/api/metrics').expect(401);
    const wrong = await request(server).get('/api/metrics').set('Authorization', 'Bearer not-the-token').expect(401);
    expect(wrong.body).toMatchObject({ success: false, message: 'Metrics need the METRICS_TOKEN bearer token' });
    await scrape()
      .expect(200)
      .expect('Content-Type', /^text\/plain/);
  });

  it('times requests under their route pattern, never the raw URL', async () => {
    await request(app.getHttpServer()).get('/api/welcomeBoards/getWelcomeBoard/0123456789abcdef01234567').expect(404);
    const { text } = await scrape().expect(200);
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/welcomeBoards\/getWelcomeBoard\/:activityid",status_code="404"\} 1/,
    );
    expect(text).not.toContain('0123456789abcdef01234567');
  });

  it('reports database command latency, event-loop lag, connected sockets and the checkout counters', async () => {
    const { text } = await scrape().expect(200);
    expect(text).toMatch(/mongodb_command_duration_seconds_count\{command="find",outcome="succeeded"\} [1-9]/);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toContain('# TYPE shop_checkouts_total counter');
    expect(text).toContain('# TYPE shop_stock_reservation_conflicts_total counter');
  });

  it('counts the chat sockets connected to this instance', async () => {
    const connectedSockets = async () => /^shop_connected_sockets (\d+)$/m.exec((await scrape().expect(200)).text)?.[1];
    expect(await connectedSockets()).toBe('0');
    const chat = await ChatClient.connect(await listenOnFreePort(app), await createChatUser(app));
    expect(await connectedSockets()).toBe('1');
    chat.socket.close();
    await vi.waitFor(async () => expect(await connectedSockets()).toBe('0'), BACKGROUND_WAIT);
  });
});

describe('checkout metrics', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ ORDER_PAYMENT_WINDOW_SECONDS: '1', ORDER_EXPIRY_SWEEP_MS: '3600000' });
  });
  afterAll(async () => {
    await closeStarted(app);
  });

  async function counters(): Promise<Record<string, number>> {
    const { text } = await request(app.getHttpServer()).get('/api/metrics').expect(200);
    const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0);
    return {
      started: value(/^shop_checkouts_total\{stage="started"\} (\d+)$/m),
      paid: value(/^shop_checkouts_total\{stage="paid"\} (\d+)$/m),
      expired: value(/^shop_checkouts_total\{stage="expired"\} (\d+)$/m),
      conflicts: value(/^shop_stock_reservation_conflicts_total (\d+)$/m),
    };
  }

  it('counts checkouts started, paid and expired, and checkouts refused for want of stock', async () => {
    const shopper = await createShopper(app);
    const product = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', Price: 5, LeftNum: 2 }] });
    const paid = await placeOrder(shopper, product);
    await payOnTestCheckout(app, paid.sessionId).expect(303);
    await placeOrder(shopper, product);
    await shopper.client.post('/api/orders/create-checkout-session', checkoutBody([cartLine(product, 1)])).expect(409);
    expect(await counters()).toEqual({ started: 2, paid: 1, expired: 0, conflicts: 1 });

    await app.get(OrderExpiryService).sweep(new Date(Date.now() + 2_000));
    expect(await counters()).toEqual({ started: 2, paid: 1, expired: 1, conflicts: 1 });
  });
});
