import type { NestExpressApplication } from '@nestjs/platform-express';
import { Types } from 'mongoose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN } from '../src/auth/session.guard.js';
import { CHAT_ERRORS, CHAT_SERVER_EVENTS, type ChatMessage, type ShopperReady } from '../src/chat/chat-events.js';
import { database, SHOP_ORIGIN } from './helpers/accounts.js';
import { ChatClient, type ChatUser, connectError, createChatUser, getAs, listenOnFreePort, newClientId, settle } from './helpers/chat.js';
import { createTestApp } from './helpers/test-app.js';

describe('the chat socket', () => {
  let app: NestExpressApplication;
  let baseUrl: string;
  const openClients: ChatClient[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await listenOnFreePort(app);
  });
  afterEach(() => {
    for (const client of openClients.splice(0)) client.close();
  });
  afterAll(async () => {
    await app?.close();
  });

  async function connect(user: ChatUser, options: Parameters<typeof ChatClient.connect>[2] = {}): Promise<ChatClient> {
    const client = await ChatClient.connect(baseUrl, user, options);
    openClients.push(client);
    return client;
  }

  const storedMessages = (conversationId: string) =>
    database(app).collection('chat_messages').find({ conversationId: new Types.ObjectId(conversationId) }).sort({ seq: 1 }).toArray();

  describe('who may connect', () => {
    it('refuses a connection without a session, with the API\'s "not logged in" message', async () => {
      expect(await connectError(baseUrl, {})).toBe(NOT_LOGGED_IN);
      expect(CHAT_ERRORS.notLoggedIn).toBe(NOT_LOGGED_IN);
    });

    it('refuses a forged session cookie', async () => {
      const shopper = await createChatUser(app);
      const [name, value] = shopper.cookie.split('=');
      const forged = `${name}=${value.slice(0, -4)}AAAA`;
      expect(await connectError(baseUrl, { cookie: forged })).toBe(NOT_LOGGED_IN);
      expect(await connectError(baseUrl, { cookie: `${name}=s%3Amade-up-session-id.c2lnbmF0dXJl` })).toBe(NOT_LOGGED_IN);
    });

    it('refuses the cookie of a session that has logged out', async () => {
      const shopper = await createChatUser(app);
      await getAs(app, shopper, '/api/users/logout').expect(200);
      expect(await connectError(baseUrl, { cookie: shopper.cookie })).toBe(NOT_LOGGED_IN);
    });

    it('refuses a page of another site, even with a valid cookie', async () => {
      const shopper = await createChatUser(app);
      expect(await connectError(baseUrl, { cookie: shopper.cookie, origin: 'https://evil.example' })).toBe(CHAT_ERRORS.crossSite);
      await connect(shopper, { origin: SHOP_ORIGIN });
    });

    it('admits a shopper over long-polling too, and tells them about their conversation', async () => {
      const shopper = await createChatUser(app);
      const client = await connect(shopper, { transports: ['polling'] });
      expect(client.ready).toEqual({
        role: 'customer',
        conversation: { id: expect.stringMatching(/^[0-9a-f]{24}$/), lastSeq: 0, unreadCount: 0 },
        agentsOnline: expect.any(Boolean),
      } satisfies ShopperReady);
    });

    it('refuses a malformed catch-up request', async () => {
      const shopper = await createChatUser(app);
      expect(await connectError(baseUrl, { cookie: shopper.cookie, lastSeen: [{ conversationId: 'nope', seq: 0 }] })).toBe(CHAT_ERRORS.invalidLastSeen);
      expect(await connectError(baseUrl, { cookie: shopper.cookie, lastSeen: 'everything' as never })).toBe(CHAT_ERRORS.invalidLastSeen);
    });
  });

  describe('sending', () => {
    it('stores a message before acknowledging it, trimmed and otherwise exactly as typed', async () => {
      const shopper = await createChatUser(app);
      const client = await connect(shopper);
      const text = '  <b>Is the Kitty charm</b> & "in stock"?  ';
      const message = await client.send(client.conversationId, text);
      expect(message).toEqual({
        id: expect.any(String),
        conversationId: client.conversationId,
        seq: 1,
        clientId: expect.any(String),
        senderRole: 'customer',
        text: '<b>Is the Kitty charm</b> & "in stock"?',
        attachment: null,
        status: 'sent',
        createdAt: expect.any(String),
      } satisfies ChatMessage);
      const stored = await storedMessages(client.conversationId);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ seq: 1, text: message.text, clientId: message.clientId });
    });
  });
});
