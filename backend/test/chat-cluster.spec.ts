import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_ERRORS,
  CHAT_SERVER_EVENTS,
  type ChatMessage,
  type LastSeenSeq,
  type ShopperPresence,
} from '@shop/contracts/chat/chat-events';
import { MONGO_SERVER, type MongoServer } from '../src/database/mongo-server.js';
import { type ChatUser, chatClientsClosedAfterEach, createChatUser, getAs, listenOnFreePort, settle } from './helpers/chat.js';
import { freePort, type RedisServer, startRedisServer } from './helpers/redis-server.js';
import { READY_TIMEOUT_MS, startShopProcess } from './helpers/shop-process.js';
import { createTestApp } from './helpers/test-app.js';

// Both instances must sign and read the same session cookies.
const SESSION_SECRET = 'chat-cluster-test-session-secret-0123456789';

describe('the chat across two backend instances sharing Redis and the database', () => {
  let redis: RedisServer;
  let first: NestExpressApplication;
  let second: NestExpressApplication;
  const urls: Record<'first' | 'second', string> = { first: '', second: '' };
  const connectTo = chatClientsClosedAfterEach();
  const connect = (instance: 'first' | 'second', user: ChatUser, lastSeen?: LastSeenSeq[]) => connectTo(urls[instance], user, { lastSeen });

  beforeAll(async () => {
    redis = await startRedisServer();
    first = await createTestApp({ REDIS_URL: redis.url, SESSION_SECRET });
    const { uri } = first.get<MongoServer>(MONGO_SERVER);
    second = await createTestApp({ REDIS_URL: redis.url, SESSION_SECRET, MONGODB_URI: uri });
    urls.first = await listenOnFreePort(first);
    urls.second = await listenOnFreePort(second);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await redis?.stop();
  });

  it('carries messages, receipts, typing and presence between a shopper on one instance and an admin on the other', async () => {
    const [shopper, admin] = await Promise.all([createChatUser(first), createChatUser(first, 'admin')]);
    const agent = await connect('second', admin);
    const client = await connect('first', shopper);
    const { conversationId } = client;
    expect(client.ready).toMatchObject({ agentsOnline: true });
    const shopperIs = (online: boolean) => (changes: ShopperPresence[]) => changes.some((change) => change.online === online);
    await agent.waitForEvent(CHAT_SERVER_EVENTS.shopperPresence, shopperIs(true));

    const question = await client.send(conversationId, 'Do you ship to Hawaii?');
    expect((await agent.waitForMessages(1))[0]).toMatchObject({ id: question.id, text: 'Do you ship to Hawaii?' });
    expect(await client.waitForEvent(CHAT_SERVER_EVENTS.delivered)).toMatchObject({ messageId: question.id });

    await agent.request('typing:set', { conversationId, typing: true });
    expect(await client.waitForEvent(CHAT_SERVER_EVENTS.typing)).toEqual({ conversationId, role: 'admin', typing: true });
    const answer = await agent.send(conversationId, 'Yes, we do!');
    expect((await client.waitForMessages(1))[0]).toMatchObject({ id: answer.id, senderRole: 'admin' });
    await client.request('conversation:mark-read', { conversationId, throughSeq: answer.seq });
    expect(await agent.waitForEvent(CHAT_SERVER_EVENTS.read)).toMatchObject({ readBy: 'customer', throughSeq: answer.seq });

    client.close();
    await agent.waitForEvent(CHAT_SERVER_EVENTS.shopperPresence, shopperIs(false));
    await settle();
    expect(agent.messages).toHaveLength(1);
    expect(client.messages).toHaveLength(1);
  });

  it('catches a shopper up exactly once on the other instance, and shows admins on both instances every message', async () => {
    const [shopper, firstAdmin, secondAdmin] = await Promise.all([
      createChatUser(second),
      createChatUser(second, 'admin'),
      createChatUser(first, 'admin'),
    ]);
    const agents = [await connect('first', firstAdmin), await connect('second', secondAdmin)];
    const before = await connect('first', shopper);
    const { conversationId } = before;
    const hello = await before.send(conversationId, 'Hello');
    before.close();
    const missed: ChatMessage[] = [];
    for (const [index, text] of ['One moment', 'Found it', 'Shipping today'].entries())
      missed.push(await agents[index % 2].send(conversationId, text));

    const after = await connect('second', shopper, [{ conversationId, seq: hello.seq }]);
    await settle();
    expect(after.messages.map((message) => message.id)).toEqual(missed.map((message) => message.id));
    await Promise.all([agents[0].waitForMessages(2), agents[1].waitForMessages(3)]);
    await settle();
    expect(agents[0].messages.map((message) => message.text)).toEqual(['Hello', 'Found it']);
    expect(agents[1].messages.map((message) => message.text)).toEqual(['Hello', 'One moment', 'Shipping today']);
  });

  it('numbers replies sent through both instances into one conversation in sending order, each seq once, each counted unread once', async () => {
    const [shopper, firstAdmin, secondAdmin] = await Promise.all([
      createChatUser(first),
      createChatUser(first, 'admin'),
      createChatUser(second, 'admin'),
    ]);
    const client = await connect('first', shopper);
    const { conversationId } = client;
    const agents = [await connect('first', firstAdmin), await connect('second', secondAdmin)];
    const replies: ChatMessage[] = [];
    for (const [index, text] of ['One', 'Two', 'Three', 'Four'].entries()) replies.push(await agents[index % 2].send(conversationId, text));

    expect(replies.map((reply) => reply.seq)).toEqual([1, 2, 3, 4]);
    const unread = await getAs(second, shopper, '/api/chat/unread').expect(200);
    expect(unread.body).toMatchObject({ unreadCount: 4 });
    const history = await getAs(first, shopper, '/api/chat/messages').expect(200);
    expect(history.body.messages.map((message: ChatMessage) => [message.seq, message.text])).toEqual([
      [1, 'One'],
      [2, 'Two'],
      [3, 'Three'],
      [4, 'Four'],
    ]);
  });

  it('never numbers a reply behind a message stored on the other instance, even into a seq that instance gave up', async () => {
    const [shopper, admin] = await Promise.all([createChatUser(first), createChatUser(first, 'admin')]);
    const client = await connect('first', shopper);
    const { conversationId } = client;
    const agent = await connect('second', admin);
    const greeting = await agent.send(conversationId, 'Hello from the shop');
    // A clientId the conversation holds already: the first instance gives up the seq it took for it.
    const taken = { conversationId, clientId: greeting.clientId, text: 'Hi' };
    expect(await client.request('message:send', taken)).toEqual({ ok: false, message: CHAT_ERRORS.clientIdTaken });
    const question = await client.send(conversationId, 'Is the bunny plush back?');
    await agent.waitForMessages(1);
    const answer = await agent.send(conversationId, 'Yes, since Monday');

    expect(answer.seq).toBeGreaterThan(question.seq);
    const history = await getAs(first, shopper, '/api/chat/messages').expect(200);
    expect(history.body.messages.map((message: ChatMessage) => message.text)).toEqual([
      'Hello from the shop',
      'Is the bunny plush back?',
      'Yes, since Monday',
    ]);
  });

  it('lists the shopper as online on an instance the shopper is not connected to', async () => {
    const [shopper, admin] = await Promise.all([createChatUser(first), createChatUser(first, 'admin')]);
    const client = await connect('first', shopper);
    await client.send(client.conversationId, 'Hi');
    const list = await getAs(second, admin, '/api/chat/conversations').expect(200);
    expect(list.body.conversations.find((summary: { id: string }) => summary.id === client.conversationId)).toMatchObject({ online: true });
    const agent = await connect('second', admin);
    expect(agent.ready).toMatchObject({ onlineConversationIds: expect.arrayContaining([client.conversationId]) });
  });
});

// A shop process of its own: the failed start-up has already opened the database, which only the process's exit closes.
describe('an instance whose REDIS_URL cannot be reached', () => {
  it(
    'stops at start-up with a clear message',
    async () => {
      const url = `redis://127.0.0.1:${await freePort()}`;
      await expect(startShopProcess({ NODE_ENV: 'test', DATA_DIR: ':memory:', REDIS_URL: url })).rejects.toThrow(
        /exited \(code 1\) before it was ready:[\s\S]*Cannot connect to Redis at REDIS_URL \(connect ECONNREFUSED/,
      );
    },
    READY_TIMEOUT_MS,
  );
});
