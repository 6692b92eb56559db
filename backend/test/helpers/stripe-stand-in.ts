import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stand-in received, its form-encoded body flattened as Stripe reads it ("line_items[0][quantity]"). */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
}

interface Answer {
  status: number;
  body: object;
}

interface StandInSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  url: string | null;
  client_reference_id: string | null;
  metadata: { orderId?: string };
  payment_intent: string | null;
  expires_at: number;
}

export const STAND_IN_SECRET_KEY = 'sk_test_stand_in';
export const STAND_IN_PUBLISHABLE_KEY = 'pk_test_stand_in';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_stand_in_0123456789abcdef';

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

/**
 * A local stand-in for the parts of Stripe's API the shop calls, on a free loopback port, for the real
 * `stripe` SDK to talk to. It records every request and answers as Stripe does, idempotency keys included.
 */
export async function startStripeStandIn() {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, StandInSession>();
  const answersByIdempotencyKey = new Map<string, Answer>();
  let nextFailure: Answer | undefined;
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}_stand_in_${String(++sequence).padStart(4, '0')}`;

  const createSession = (form: Record<string, string>): Answer => {
    if (nextFailure) {
      const failure = nextFailure;
      nextFailure = undefined;
      return failure;
    }
    const id = nextId('cs_test');
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      client_reference_id: form.client_reference_id ?? null,
      metadata: { orderId: form['metadata[orderId]'] },
      payment_intent: null,
      expires_at: Number(form.expires_at),
    };
    sessions.set(id, session);
    return { status: 200, body: session };
  };

  const expireSession = (id: string): Answer => {
    const session = sessions.get(id);
    if (!session) return stripeError(404, `No such checkout.session: '${id}'`);
    if (session.status !== 'open') return stripeError(400, 'Only Checkout Sessions with a status in ["open"] can be expired.');
    session.status = 'expired';
    session.url = null;
    return { status: 200, body: session };
  };

  const route = ({ method, path, form }: RecordedRequest): Answer => {
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(form);
    if (method === 'POST' && sessionPath?.[2]) return expireSession(sessionPath[1]);
    if (method === 'GET' && sessionPath && !sessionPath[2]) {
      const session = sessions.get(sessionPath[1]);
      return session ? { status: 200, body: session } : stripeError(404, `No such checkout.session: '${sessionPath[1]}'`);
    }
    if (method === 'POST' && path === '/v1/coupons') {
      return {
        status: 200,
        body: { id: nextId('coupon'), object: 'coupon', amount_off: Number(form.amount_off), currency: form.currency, name: form.name },
      };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return { status: 200, body: { id: nextId('re'), object: 'refund', status: 'succeeded', payment_intent: form.payment_intent } };
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path})`);
  };

  const respond = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      path: (request.url ?? '/').split('?')[0],
      headers: request.headers,
      form: Object.fromEntries(new URLSearchParams(body)),
    };
    requests.push(recorded);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    const answer = (idempotencyKey ? answersByIdempotencyKey.get(idempotencyKey) : undefined) ?? route(recorded);
    if (idempotencyKey && answer.status < 500) answersByIdempotencyKey.set(idempotencyKey, answer);
    response.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': nextId('req') });
    response.end(JSON.stringify(answer.body));
  };
  const server = createServer((request, response) => void respond(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    requests,
    /** The environment that points the app's Stripe SDK here. */
    env: {
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: STAND_IN_PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    requestsTo: (method: string, path: string | RegExp) =>
      requests.filter((entry) => entry.method === method && (typeof path === 'string' ? entry.path === path : path.test(entry.path))),
    session: (id: string) => sessions.get(id),
    /** The shopper pays on Stripe's page: the session completes (its webhook is for the test to send). */
    complete(id: string): StandInSession {
      const session = sessions.get(id)!;
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: nextId('pi') });
      return session;
    },
    /** The next session creation fails as Stripe would, with this status and message. */
    failNextSession(status: number, message: string) {
      nextFailure = stripeError(status, message);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function stripeError(status: number, message: string): Answer {
  const type = status === 401 ? 'authentication_error' : 'invalid_request_error';
  return { status, body: { error: { type, message } } };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
