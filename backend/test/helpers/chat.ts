import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { afterEach, vi } from 'vitest';
import {
  CHAT_SERVER_EVENTS,
  type ChatAck,
  type ChatClientToServerEvents,
  type ChatMessage,
  type ChatReady,
} from '@shop/contracts/chat/chat-events';
import { SESSION_COOKIE_NAME } from '../../src/auth/session.middleware.js';
import { openChatSocket, type ChatClientSocket, type ConnectOptions } from '../../bench/chat-socket.js';
import { createShopper, type Shopper } from './shoppers.js';

const PASSWORD = 'secret1';
// Upper bounds for what must arrive (a busy machine can take seconds), never waits of their own.
const ACK_TIMEOUT_MS = 10_000;
const ARRIVAL_TIMEOUT_MS = 10_000;

/** A user with a logged-in API client (for orders and such) and a session cookie of its own for sockets. */
export interface ChatUser extends Shopper {
  cookie: string;
}

export async function createChatUser(app: NestExpressApplication, role: 'customer' | 'admin' = 'customer'): Promise<ChatUser> {
  const shopper = await createShopper(app, role);
  return { ...shopper, cookie: await sessionCookie(app, shopper.email) };
}

/** Logs in through the API as a browser would and keeps the session cookie it sets. */
async function sessionCookie(app: NestExpressApplication, email: string): Promise<string> {
  const response = await request(app.getHttpServer())
    .post('/api/users/login')
    .set('X-Requested-With', 'XMLHttpRequest')
    .send({ email, password: PASSWORD })
    .expect(200);
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const session = cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (!session) throw new Error('login set no session cookie');
  return session.split(';')[0];
}

/** A GET with the user's session cookie. */
export function getAs(app: NestExpressApplication, user: ChatUser | undefined, path: string) {
  const test = request(app.getHttpServer()).get(path);
  return user ? test.set('Cookie', user.cookie) : test;
}

/** Starts the app's HTTP server on a free loopback port; answers its base URL. */
export async function listenOnFreePort(app: NestExpressApplication): Promise<string> {
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}

/** The message of the connect_error a refused connection gets. */
export function connectError(baseUrl: string, options: ConnectOptions): Promise<string> {
  const socket = openChatSocket(baseUrl, options);
  return new Promise((resolve, reject) => {
    socket.on('connect', () => {
      socket.close();
      reject(new Error('the connection was accepted'));
    });
    socket.on('connect_error', (error) => {
      socket.close();
      resolve(error.message);
    });
  });
}

/**
 * A connected chat socket that records what the server sends. It acknowledges every message as the
 * PWA does, unless told not to.
 */
export class ChatClient {
  readonly messages: ChatMessage[] = [];
  readonly events: { event: string; payload: unknown }[] = [];
  ready?: ChatReady;
  acknowledgesMessages = true;

  private constructor(readonly socket: ChatClientSocket) {
    socket.on(CHAT_SERVER_EVENTS.message, (message, ack) => {
      this.messages.push(message);
      if (this.acknowledgesMessages) ack();
    });
    socket.on(CHAT_SERVER_EVENTS.ready, (ready) => {
      this.ready = ready;
    });
    socket.onAny((event: string, payload: unknown) => {
      if (event !== CHAT_SERVER_EVENTS.message) this.events.push({ event, payload });
    });
  }

  /** Connects and waits for chat:ready, by which time missed messages have arrived. */
  static connect(baseUrl: string, user: ChatUser, options: Omit<ConnectOptions, 'cookie'> = {}): Promise<ChatClient> {
    const client = new ChatClient(openChatSocket(baseUrl, { ...options, cookie: user.cookie }));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no chat:ready in time')), ACK_TIMEOUT_MS);
      client.socket.once(CHAT_SERVER_EVENTS.ready, () => {
        clearTimeout(timer);
        resolve(client);
      });
      client.socket.once('connect_error', (error) => {
        clearTimeout(timer);
        reject(new Error(`chat connection refused: ${error.message}`));
      });
    });
  }

  get conversationId(): string {
    if (this.ready?.role !== 'customer') throw new Error('only a shopper has a conversation of its own');
    return this.ready.conversation.id;
  }

  /** Emits a request (well-formed or not) and answers its ack. */
  request(event: keyof ChatClientToServerEvents, payload: unknown): Promise<ChatAck<unknown>> {
    const untyped: Socket = this.socket;
    return untyped.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload);
  }

  /** Sends a message and answers the stored message from the ack; fails on `{ ok: false }`. */
  async send(conversationId: string, text: string, clientId = newClientId(), extra: object = {}): Promise<ChatMessage> {
    const answer = await this.request('message:send', { conversationId, clientId, text, ...extra });
    if (!answer.ok) throw new Error(`send refused: ${answer.message}`);
    return answer.data as ChatMessage;
  }

  payloadsOf<T>(event: string): T[] {
    return this.events.filter((entry) => entry.event === event).map((entry) => entry.payload as T);
  }

  async waitForMessages(count: number): Promise<ChatMessage[]> {
    await vi.waitFor(() => {
      if (this.messages.length < count) throw new Error(`${this.messages.length} of ${count} messages so far`);
    }, ARRIVAL_TIMEOUT_MS);
    return this.messages;
  }

  async waitForEvent<T>(event: string, matches: (payload: T) => boolean = () => true): Promise<T> {
    let found: T | undefined;
    await vi.waitFor(() => {
      found = this.payloadsOf<T>(event).find(matches);
      if (found === undefined) throw new Error(`no ${event} yet`);
    }, ARRIVAL_TIMEOUT_MS);
    return found!;
  }

  close(): void {
    this.socket.close();
  }
}

/** Connects chat clients for the tests of a describe block, and closes them after each test. */
export function chatClientsClosedAfterEach() {
  const open: ChatClient[] = [];
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  return async (baseUrl: string, user: ChatUser, options: Omit<ConnectOptions, 'cookie'> = {}): Promise<ChatClient> => {
    const client = await ChatClient.connect(baseUrl, user, options);
    open.push(client);
    return client;
  };
}

let clientIdSequence = 0;

export function newClientId(): string {
  clientIdSequence += 1;
  return `client-${Date.now().toString(36)}-${clientIdSequence}`;
}

/** Lets socket traffic already on its way arrive, so that a test can say nothing more came. */
export function settle(ms = 150): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
