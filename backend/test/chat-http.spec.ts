import type { NestExpressApplication } from '@nestjs/platform-express';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ConversationSummary } from '@shop/contracts/chat/chat-events';
import { database } from './helpers/accounts.js';
import { type ChatUser, chatClientsClosedAfterEach, createChatUser, getAs, listenOnFreePort } from './helpers/chat.js';
import { insertProduct, UNKNOWN_ID } from './helpers/factories.js';
import { ADDRESS, placeOrder } from './helpers/shoppers.js';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';

describe('the chat over HTTP', () => {
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

  /** A shopper with `count` messages sent through the socket, numbered from 1. */
  async function shopperWithMessages(count: number) {
    const shopper = await createChatUser(app);
    const client = await connectTo(baseUrl, shopper);
    for (let number = 1; number <= count; number += 1) await client.send(client.conversationId, `Message ${number}`);
    return { shopper, client, conversationId: client.conversationId };
  }

  const failure = (message: string) => ({ success: false, requestId: expect.any(String), message });
  const texts = (messages: ChatMessage[]) => messages.map((message) => message.text);

  describe("GET /api/chat/messages (the shopper's own conversation)", () => {
    it('answers the latest page, oldest first, and older pages before a seq', async () => {
      const { shopper, conversationId } = await shopperWithMessages(5);
      const latest = await getAs(app, shopper, '/api/chat/messages?limit=2').expect(200);
      expect(latest.body).toMatchObject({
        success: true,
        conversation: { id: conversationId, lastSeq: 5, unreadCount: 0 },
        hasMore: true,
        message: 'Messages loaded.',
      });
      expect(texts(latest.body.messages)).toEqual(['Message 4', 'Message 5']);
      const older = await getAs(app, shopper, '/api/chat/messages?before=4&limit=10').expect(200);
      expect(texts(older.body.messages)).toEqual(['Message 1', 'Message 2', 'Message 3']);
      expect(older.body.hasMore).toBe(false);
    });

    it('opens an empty conversation for a shopper who has not written yet', async () => {
      const shopper = await createChatUser(app);
      const response = await getAs(app, shopper, '/api/chat/messages').expect(200);
      expect(response.body).toMatchObject({ conversation: { lastSeq: 0, unreadCount: 0 }, messages: [], hasMore: false });
    });

    it.each([
      ['before=0', 'before must be a message seq (a whole number from 1).'],
      ['before=1e3', 'before must be a message seq (a whole number from 1).'],
      ['limit=101', 'limit must be a whole number from 1 to 100.'],
      ['limit=', 'limit must be a whole number from 1 to 100.'],
      ['since=3', 'property since should not exist'],
    ])('refuses ?%s with 400 "%s"', async (query, message) => {
      const shopper = await createChatUser(app);
      const response = await getAs(app, shopper, `/api/chat/messages?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(failure(message));
    });

    it('answers 401 to a visitor, and 403 to an admin, who answers from the conversation list', async () => {
      const response = await getAs(app, undefined, '/api/chat/messages');
      expect(response.status).toBe(401);
      expect(response.body).toEqual(failure('Please log in first.'));
      const admin = await getAs(app, await createChatUser(app, 'admin'), '/api/chat/messages');
      expect(admin.status).toBe(403);
      expect(admin.body).toEqual(failure('Admins answer shoppers from the conversation list.'));
    });
  });

  describe("GET /api/chat/unread (the shopper's chat button)", () => {
    const unreadCountOf = async (shopper: ChatUser) => (await getAs(app, shopper, '/api/chat/unread').expect(200)).body;

    it("counts the shop's messages the shopper has not read, not their own, and follows their read mark", async () => {
      const { shopper, client, conversationId } = await shopperWithMessages(1);
      const agent = await connectTo(baseUrl, await createChatUser(app, 'admin'));
      const replies = [];
      for (const text of ['Hello!', 'It ships today.', 'Anything else?']) replies.push(await agent.send(conversationId, text));
      expect(await unreadCountOf(shopper)).toEqual({ success: true, unreadCount: 3, message: 'Unread count loaded.' });

      await client.request('conversation:mark-read', { conversationId, throughSeq: replies[1].seq });
      expect((await unreadCountOf(shopper)).unreadCount).toBe(1);
      await client.request('conversation:mark-read', { conversationId, throughSeq: replies[2].seq });
      expect((await unreadCountOf(shopper)).unreadCount).toBe(0);
    });

    it('answers 0 to a shopper who has never chatted, without opening a conversation', async () => {
      const shopper = await createChatUser(app);
      expect(await unreadCountOf(shopper)).toEqual({ success: true, unreadCount: 0, message: 'Unread count loaded.' });
      const conversations = database(app).collection('chat_conversations');
      expect(await conversations.countDocuments({ shopperId: new Types.ObjectId(shopper.userId) })).toBe(0);
    });

    it('answers 401 to a visitor, and 403 to an admin, who has no conversation of their own', async () => {
      const visitor = await getAs(app, undefined, '/api/chat/unread');
      expect(visitor.status).toBe(401);
      expect(visitor.body).toEqual(failure('Please log in first.'));
      const admin = await getAs(app, await createChatUser(app, 'admin'), '/api/chat/unread');
      expect(admin.status).toBe(403);
      expect(admin.body).toEqual(failure('Admins answer shoppers from the conversation list.'));
    });
  });

  describe('admin calls', () => {
    it('lists conversations with a message, latest first, with the shopper, last message, unread count and presence', async () => {
      const admin = await createChatUser(app, 'admin');
      const quiet = await createChatUser(app);
      await getAs(app, quiet, '/api/chat/messages').expect(200);
      const older = await shopperWithMessages(1);
      older.client.close();
      const newer = await shopperWithMessages(2);

      const response = await getAs(app, admin, '/api/chat/conversations?page=1').expect(200);
      expect(response.body).toMatchObject({ success: true, message: 'Conversations loaded.' });
      const summaries = response.body.conversations as ConversationSummary[];
      const ids = summaries.map((summary) => summary.id);
      expect(ids.indexOf(newer.conversationId)).toBeLessThan(ids.indexOf(older.conversationId));
      expect(summaries.map((summary) => summary.shopper.email)).not.toContain(quiet.email);
      expect(summaries.find((summary) => summary.id === newer.conversationId)).toEqual({
        id: newer.conversationId,
        shopper: { id: newer.shopper.userId, email: newer.shopper.email },
        lastMessage: { seq: 2, senderRole: 'customer', text: 'Message 2', attachmentKind: null, createdAt: expect.any(String) },
        lastSeq: 2,
        unreadCount: 2,
        online: true,
      } satisfies ConversationSummary);
      expect(summaries.find((summary) => summary.id === older.conversationId)).toMatchObject({ unreadCount: 1, online: false });
    });

    it("pages one conversation's messages for an admin", async () => {
      const admin = await createChatUser(app, 'admin');
      const { conversationId } = await shopperWithMessages(3);
      const response = await getAs(app, admin, `/api/chat/conversations/${conversationId}/messages?before=3`).expect(200);
      expect(texts(response.body.messages)).toEqual(['Message 1', 'Message 2']);
      expect(response.body).toMatchObject({ success: true, hasMore: false });
    });

    it('shows the shopper beside a conversation: email, address and recent orders, newest first', async () => {
      const admin = await createChatUser(app, 'admin');
      const product = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', Price: 4.5, LeftNum: 100 }] });
      const { shopper, conversationId } = await shopperWithMessages(1);
      await shopper.client.patch('/api/users/reviseLocation', ADDRESS).expect(200);
      const orders = [];
      for (let count = 1; count <= 6; count += 1) orders.push(await placeOrder(shopper, product, count));

      const response = await getAs(app, admin, `/api/chat/conversations/${conversationId}/context`).expect(200);
      expect(response.body).toEqual({
        success: true,
        context: {
          shopper: {
            id: shopper.userId,
            email: shopper.email,
            recipient: ADDRESS.recipient,
            phone: ADDRESS.phone,
            location: ADDRESS.location,
          },
          recentOrders: orders
            .slice(1)
            .reverse()
            .map((order, index) => ({
              id: order.orderId,
              createDate: expect.any(String),
              status: 'Paying',
              totalPrice: 4.5 * (6 - index),
            })),
        },
        message: 'Shopper details loaded.',
      });
    });

    it.each(['/api/chat/conversations', `/api/chat/conversations/${UNKNOWN_ID}/messages`, `/api/chat/conversations/${UNKNOWN_ID}/context`])(
      'keeps %s for admins: 401 for a visitor, 403 for a shopper',
      async (path) => {
        const shopper = await createChatUser(app);
        expect((await getAs(app, undefined, path)).status).toBe(401);
        const forbidden = await getAs(app, shopper, path);
        expect(forbidden.status).toBe(403);
        expect(forbidden.body).toEqual(failure('Only admins can do this.'));
      },
    );

    it('answers 404 for an unknown conversation and 400 for a malformed id', async () => {
      const admin = await createChatUser(app, 'admin');
      expect((await getAs(app, admin, `/api/chat/conversations/${UNKNOWN_ID}/context`)).body).toEqual(failure('Conversation not found.'));
      const malformed = await getAs(app, admin, '/api/chat/conversations/abc/messages');
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual(failure('Invalid conversation id.'));
      expect((await getAs(app, admin, '/api/chat/conversations?page=0')).status).toBe(400);
    });
  });
});
