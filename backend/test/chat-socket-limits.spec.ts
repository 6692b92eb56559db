import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_ERRORS, CHAT_SERVER_EVENTS } from '@shop/contracts/chat/chat-events';
import { CHAT_SOCKET_LIMITS } from '../src/config/limits.js';
import { type ChatClient, chatClientsClosedAfterEach, connectError, createChatUser, listenOnFreePort, settle } from './helpers/chat.js';
import { clockPinnedInsideOneWindow } from './helpers/pinned-clock.js';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';
import { BACKGROUND_WAIT } from './helpers/background-wait.js';

const TOO_MANY = { ok: false, message: CHAT_ERRORS.tooManyEvents };
const TOO_LARGE = { ok: false, message: CHAT_ERRORS.eventTooLarge };
const THOUSAND_DEEP: unknown = JSON.parse('['.repeat(1_000) + ']'.repeat(1_000));

// The budgets refill with the clock: on a busy machine a burst that took a fifth of a second got one more event through.
clockPinnedInsideOneWindow();

describe('chat socket budgets', () => {
  let app: NestExpressApplication;
  let baseUrl: string;
  const connectTo = chatClientsClosedAfterEach();

  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await listenOnFreePort(app);
  });
  afterAll(async () => {
    await closeStarted(app);
  });

  const connectShopper = async () => connectTo(baseUrl, await createChatUser(app));
  const typing = (client: ChatClient) => ({ conversationId: client.conversationId, typing: true });

  it('drops the events past a burst with an error ack, and keeps the socket open', async () => {
    const shopper = await connectShopper();
    const answers = await Promise.all(
      Array.from({ length: CHAT_SOCKET_LIMITS.burst + 5 }, () => shopper.request('typing:set', typing(shopper))),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(CHAT_SOCKET_LIMITS.burst);
    expect(answers.filter((answer) => !answer.ok)).toEqual(Array(5).fill(TOO_MANY));
    expect(shopper.socket.connected).toBe(true);
  });

  it('refills the budget over time, one event per fifth of a second', async () => {
    const shopper = await connectShopper();
    const burst = await Promise.all(
      Array.from({ length: CHAT_SOCKET_LIMITS.burst + 1 }, () => shopper.request('typing:set', typing(shopper))),
    );
    expect(burst.at(-1)).toEqual(TOO_MANY);
    vi.setSystemTime(Date.now() + 1_000 / CHAT_SOCKET_LIMITS.refillPerSecond);
    expect(await shopper.request('typing:set', typing(shopper))).toEqual({ ok: true, data: null });
    expect(await shopper.request('typing:set', typing(shopper))).toEqual(TOO_MANY);
  });

  it('disconnects a socket flooding 3,000 typing and 3,000 mark-read events with a message; the API still answers and the admin sees no flood', async () => {
    const [abuser, agent] = await Promise.all([connectShopper(), connectTo(baseUrl, await createChatUser(app, 'admin'))]);
    for (let event = 0; event < 3_000; event += 1) {
      abuser.socket.emit('typing:set', typing(abuser), () => undefined);
      abuser.socket.emit('conversation:mark-read', { conversationId: abuser.conversationId, throughSeq: 0 }, () => undefined);
    }
    await request(app.getHttpServer()).get('/api/health').expect(200);
    await vi.waitFor(() => expect(abuser.socket.connected).toBe(false), BACKGROUND_WAIT);
    expect(abuser.payloadsOf(CHAT_SERVER_EVENTS.closing)).toEqual([{ message: CHAT_ERRORS.disconnectedForFlooding }]);
    await settle();
    expect(agent.payloadsOf(CHAT_SERVER_EVENTS.typing).length).toBeLessThanOrEqual(CHAT_SOCKET_LIMITS.burst);
  });

  it('refuses an event over 16 KB or nested deeper than 8 levels with an error ack, and the next event goes through', async () => {
    const shopper = await connectShopper();
    const send = (extra: object) =>
      shopper.request('message:send', { conversationId: shopper.conversationId, clientId: 'client-limits-1', text: 'hi', ...extra });
    expect(await send({ text: 'x'.repeat(17 * 1024) })).toEqual(TOO_LARGE);
    expect(await send({ attachment: THOUSAND_DEEP })).toEqual(TOO_LARGE);
    expect(await shopper.request('typing:set', typing(shopper))).toEqual({ ok: true, data: null });
  });

  it('refuses a handshake whose catch-up request is nested too deeply, with the same message', async () => {
    const shopper = await createChatUser(app);
    expect(await connectError(baseUrl, { cookie: shopper.cookie, lastSeen: THOUSAND_DEEP as never })).toBe(CHAT_ERRORS.eventTooLarge);
  });
});
