import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ERRORS } from '@shop/contracts/chat/chat-events';
import { CHAT_SOCKET_LIMITS } from '../src/config/limits.js';
import { openChatSocket, type ChatClientSocket } from '../bench/chat-socket.js';
import { type ChatClient, type ChatUser, chatClientsClosedAfterEach, createChatUser, listenOnFreePort } from './helpers/chat.js';
import { clockPinnedInsideOneWindow } from './helpers/pinned-clock.js';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';
import { BACKGROUND_WAIT } from './helpers/background-wait.js';

const TOO_MANY = { ok: false, message: CHAT_ERRORS.tooManyEvents };
const SOCKETS_PER_IP = 7;

// The budgets refill with the clock: pinned, a burst counts the same on a busy machine.
clockPinnedInsideOneWindow();

/** Opens a socket and answers "connected", or the message it was refused with. */
function tryConnect(baseUrl: string, user: ChatUser, opened: ChatClientSocket[]): Promise<string> {
  const socket = openChatSocket(baseUrl, { cookie: user.cookie });
  opened.push(socket);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

describe('chat budgets per person', () => {
  let app: NestExpressApplication;
  let baseUrl: string;
  const opened: ChatClientSocket[] = [];
  const connectTo = chatClientsClosedAfterEach();

  beforeAll(async () => {
    app = await createTestApp({ CHAT_SOCKETS_PER_IP: String(SOCKETS_PER_IP) });
    baseUrl = await listenOnFreePort(app);
  });
  afterEach(() => {
    for (const socket of opened.splice(0)) socket.close();
  });
  afterAll(async () => {
    await closeStarted(app);
  });

  const typing = (client: ChatClient) => ({ conversationId: client.conversationId, typing: true });

  it('lets one shopper opening 100 sockets keep only 5, refusing the rest with a message', async () => {
    const shopper = await createChatUser(app);
    const outcomes = await Promise.all(Array.from({ length: 100 }, () => tryConnect(baseUrl, shopper, opened)));
    expect(outcomes.filter((outcome) => outcome === 'connected')).toHaveLength(CHAT_SOCKET_LIMITS.socketsPerAccount);
    expect(new Set(outcomes.filter((outcome) => outcome !== 'connected'))).toEqual(new Set([CHAT_ERRORS.tooManySockets]));
  });

  it('lets a shopper connect again once one of their sockets has closed', async () => {
    const shopper = await createChatUser(app);
    const clients = await Promise.all(Array.from({ length: CHAT_SOCKET_LIMITS.socketsPerAccount }, () => connectTo(baseUrl, shopper)));
    expect(await tryConnect(baseUrl, shopper, opened)).toBe(CHAT_ERRORS.tooManySockets);
    const closed = new Promise((resolve) => clients[0].socket.once('disconnect', resolve));
    clients[0].close();
    await closed;
    await expect.poll(() => tryConnect(baseUrl, shopper, opened), BACKGROUND_WAIT).toBe('connected');
  });

  it("shares one event budget between a shopper's sockets", async () => {
    const shopper = await createChatUser(app);
    const clients = await Promise.all(Array.from({ length: CHAT_SOCKET_LIMITS.socketsPerAccount }, () => connectTo(baseUrl, shopper)));
    const answers = await Promise.all(
      Array.from({ length: CHAT_SOCKET_LIMITS.burst + 10 }, (_, event) => {
        const client = clients[event % clients.length];
        return client.request('typing:set', typing(client));
      }),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(CHAT_SOCKET_LIMITS.burst);
    expect(answers.filter((answer) => !answer.ok)).toEqual(Array(10).fill(TOO_MANY));
  });

  it('caps the sockets of one address over all its accounts', async () => {
    const [first, second] = await Promise.all([createChatUser(app), createChatUser(app)]);
    await Promise.all(Array.from({ length: CHAT_SOCKET_LIMITS.socketsPerAccount }, () => connectTo(baseUrl, first)));
    const outcomes = await Promise.all(
      Array.from({ length: CHAT_SOCKET_LIMITS.socketsPerAccount }, () => tryConnect(baseUrl, second, opened)),
    );
    expect(outcomes.filter((outcome) => outcome === 'connected')).toHaveLength(SOCKETS_PER_IP - CHAT_SOCKET_LIMITS.socketsPerAccount);
    expect(outcomes).toContain(CHAT_ERRORS.tooManySockets);
  });
});
