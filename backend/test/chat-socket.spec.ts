import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { NOT_LOGGED_IN } from '../src/common/auth/session.guard.js';
import { ChatSessionSweeper } from '../src/chat/chat-session-sweeper.js';
import { Conversation } from '../src/chat/schemas/conversation.schema.js';
import {
  CHAT_ERRORS,
  CHAT_LIMITS,
  CHAT_SERVER_EVENTS,
  type ChatMessage,
  type ShopperPresence,
  type ShopperReady,
} from '@shop/contracts/chat/chat-events';
import { database, SHOP_ORIGIN } from './helpers/accounts.js';
import {
  type ChatUser,
  chatClientsClosedAfterEach,
  connectError,
  createChatUser,
  getAs,
  listenOnFreePort,
  newClientId,
  settle,
} from './helpers/chat.js';
import type { ConnectOptions } from '../bench/chat-socket.js';
import { insertProduct } from './helpers/factories.js';
import { clockPinnedForThisTest } from './helpers/pinned-clock.js';
import { placeOrder } from './helpers/shoppers.js';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';
import { BACKGROUND_WAIT } from './helpers/background-wait.js';

describe('the chat socket', () => {
  let app: NestExpressApplication;
  let baseUrl: string;
  const connectTo = chatClientsClosedAfterEach();
  const connect = (user: ChatUser, options: ConnectOptions = {}) => connectTo(baseUrl, user, options);

  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await listenOnFreePort(app);
  });
  afterAll(async () => {
    await closeStarted(app);
  });

  const storedMessages = (conversationId: string) =>
    database(app)
      .collection('chat_messages')
      .find({ conversationId: new Types.ObjectId(conversationId) })
      .sort({ seq: 1 })
      .toArray();

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

    it('drops an open socket once its session has ended, and only that one', async () => {
      const [shopper, other] = await Promise.all([createChatUser(app), createChatUser(app)]);
      const [client, bystander] = await Promise.all([connect(shopper), connect(other)]);
      await getAs(app, shopper, '/api/users/logout').expect(200);
      await app.get(ChatSessionSweeper).sweep();
      await vi.waitFor(() => expect(client.socket.connected).toBe(false), BACKGROUND_WAIT);
      expect(bystander.socket.connected).toBe(true);
    });

    it('refuses a page of another site, even with a valid cookie', async () => {
      const shopper = await createChatUser(app);
      expect(await connectError(baseUrl, { cookie: shopper.cookie, origin: 'https://evil.example' })).toBe(CHAT_ERRORS.crossSite);
      await connect(shopper, { origin: SHOP_ORIGIN });
    });

    it('admits a page opened at the very address it connects to, such as http://127.0.0.1:PORT, when there is no PUBLIC_URL', async () => {
      const shopper = await createChatUser(app);
      const client = await connect(shopper, { origin: baseUrl });
      expect(client.ready?.role).toBe('customer');
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
      expect(await connectError(baseUrl, { cookie: shopper.cookie, lastSeen: [{ conversationId: 'nope', seq: 0 }] })).toBe(
        CHAT_ERRORS.invalidLastSeen,
      );
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
      expect(stored[0]).toMatchObject({ _id: new Types.ObjectId(message.id), seq: 1, text: message.text, clientId: message.clientId });
    });

    it('never shows a shopper the messages of another shopper, and shows admins every message', async () => {
      const [mia, leo, firstAdmin, secondAdmin] = await Promise.all([
        createChatUser(app),
        createChatUser(app),
        createChatUser(app, 'admin'),
        createChatUser(app, 'admin'),
      ]);
      const [miaPhone, miaLaptop, leoPhone, firstAgent, secondAgent] = await Promise.all([
        connect(mia),
        connect(mia),
        connect(leo),
        connect(firstAdmin),
        connect(secondAdmin),
      ]);
      const fromMia = await miaPhone.send(miaPhone.conversationId, 'Mia here');
      const fromLeo = await leoPhone.send(leoPhone.conversationId, 'Leo here');
      const toMia = await firstAgent.send(miaPhone.conversationId, 'Hello Mia');
      for (const agent of [firstAgent, secondAgent]) await agent.waitForMessages(agent === firstAgent ? 2 : 3);
      await miaPhone.waitForMessages(1);
      await miaLaptop.waitForMessages(2);
      await settle();
      expect(secondAgent.messages.map((message) => message.id)).toEqual([fromMia.id, fromLeo.id, toMia.id]);
      // The sender has its own message in the ack, so only its other sockets get it as an event.
      expect(firstAgent.messages.map((message) => message.id)).toEqual([fromMia.id, fromLeo.id]);
      expect(miaPhone.messages.map((message) => message.id)).toEqual([toMia.id]);
      expect(miaLaptop.messages.map((message) => message.id)).toEqual([fromMia.id, toMia.id]);
      expect(leoPhone.messages).toEqual([]);
      expect(toMia).toMatchObject({ senderRole: 'admin', conversationId: miaPhone.conversationId, seq: 2 });
    });

    it("refuses a message into another shopper's conversation, and into one that does not exist", async () => {
      const [mia, leo, admin] = await Promise.all([createChatUser(app), createChatUser(app), createChatUser(app, 'admin')]);
      const [miaClient, leoClient, agent] = await Promise.all([connect(mia), connect(leo), connect(admin)]);
      const intrusion = { conversationId: miaClient.conversationId, clientId: newClientId(), text: 'Hi Mia, it is Leo' };
      expect(await leoClient.request('message:send', intrusion)).toEqual({ ok: false, message: CHAT_ERRORS.conversationNotFound });
      const nowhere = { conversationId: new Types.ObjectId().toString(), clientId: newClientId(), text: 'Anyone?' };
      expect(await agent.request('message:send', nowhere)).toEqual({ ok: false, message: CHAT_ERRORS.conversationNotFound });
      await settle();
      expect(miaClient.messages).toEqual([]);
      expect(await storedMessages(miaClient.conversationId)).toEqual([]);
    });

    it('answers a resend of the same clientId after a reconnect with the stored message, never a copy', async () => {
      const [shopper, admin] = await Promise.all([createChatUser(app), createChatUser(app, 'admin')]);
      const agent = await connect(admin);
      const first = await connect(shopper);
      const clientId = newClientId();
      const original = await first.send(first.conversationId, 'Where is my parcel?', clientId);
      first.close();
      const second = await connect(shopper);
      const resent = await second.send(second.conversationId, 'Where is my parcel?', clientId);
      expect(resent).toMatchObject({ id: original.id, seq: original.seq, clientId, text: original.text });
      await settle();
      expect(agent.messages.filter((message) => message.clientId === clientId)).toHaveLength(1);
      expect(await storedMessages(first.conversationId)).toHaveLength(1);
    });

    it('stores one message when the same clientId arrives twice at once', async () => {
      const shopper = await createChatUser(app);
      const [phone, laptop] = await Promise.all([connect(shopper), connect(shopper)]);
      const request = { conversationId: phone.conversationId, clientId: newClientId(), text: 'Sent twice' };
      const answers = await Promise.all([phone.request('message:send', request), laptop.request('message:send', request)]);
      const ids = answers.map((answer) => (answer.ok ? (answer.data as ChatMessage).id : answer.message));
      expect(ids[0]).toBe(ids[1]);
      expect(await storedMessages(phone.conversationId)).toHaveLength(1);
    });

    it('delivers a message whose conversation could not record it, at once or on its resend, and counts each unread once', async () => {
      const [shopper, admin] = await Promise.all([createChatUser(app), createChatUser(app, 'admin')]);
      const agent = await connect(admin);
      const client = await connect(shopper);
      const { conversationId } = client;
      const conversations = app.get<Model<Conversation>>(getModelToken(Conversation.name));
      const writeFails = () => vi.spyOn(conversations, 'updateOne').mockRejectedValueOnce(new Error('the database went away'));
      // Also when an expectation fails: a rejection left queued would fail a later test's write.
      onTestFinished(() => {
        vi.restoreAllMocks();
      });

      writeFails();
      const first = await client.send(conversationId, 'Hello?');
      expect((await agent.waitForMessages(1)).map((message) => message.id)).toEqual([first.id]);

      writeFails().mockRejectedValueOnce(new Error('the database went away'));
      const request = { conversationId, clientId: newClientId(), text: 'Is my order on its way?' };
      expect(await client.request('message:send', request)).toEqual({ ok: false, message: 'Internal server error' });
      const resent = await client.send(conversationId, request.text, request.clientId);
      expect((await agent.waitForMessages(2)).map((message) => message.id)).toEqual([first.id, resent.id]);
      const conversation = await database(app)
        .collection('chat_conversations')
        .findOne({ _id: new Types.ObjectId(conversationId) });
      expect(conversation).toMatchObject({ lastSeq: resent.seq, staffUnreadCount: 2 });
    });

    it('numbers a message after the latest one stored, even one its conversation never recorded (the shop stopped in between)', async () => {
      const shopper = await createChatUser(app);
      const client = await connect(shopper);
      const { conversationId } = client;
      // What a crash can leave: seq 1 handed out and never stored, seq 2 stored, the conversation still at 0.
      await database(app)
        .collection('chat_messages')
        .insertOne({
          conversationId: new Types.ObjectId(conversationId),
          seq: 2,
          clientId: newClientId(),
          senderId: new Types.ObjectId(shopper.userId),
          senderRole: 'customer',
          text: 'Before the restart',
          attachment: null,
          createdAt: new Date(),
          deliveredAt: null,
        });

      expect((await client.send(conversationId, 'After the restart')).seq).toBe(3);
      expect((await storedMessages(conversationId)).map((message) => message.text)).toEqual(['Before the restart', 'After the restart']);
    });

    it.each([
      ['nothing but blanks', { text: ' \n\t ' }, CHAT_ERRORS.emptyMessage],
      ['an empty text', { text: '' }, CHAT_ERRORS.emptyMessage],
      ['no text', { text: undefined }, CHAT_ERRORS.emptyMessage],
      ['a text of 2,001 characters', { text: 'a'.repeat(2001) }, 'Message is too long (max 2000 characters).'],
      ['a text that is not a string', { text: { $gt: '' } }, CHAT_ERRORS.emptyMessage],
      ['a short clientId', { clientId: 'abc' }, CHAT_ERRORS.invalidClientId],
      ['a malformed conversation id', { conversationId: 'mine' }, CHAT_ERRORS.invalidConversationId],
      [
        'an attachment of an unknown kind',
        { attachment: { kind: 'coupon', id: new Types.ObjectId().toString() } },
        CHAT_ERRORS.invalidAttachment,
      ],
      ['a field the contract does not have', { senderRole: 'admin' }, 'property senderRole should not exist'],
    ])('refuses %s with "%s" and stores nothing', async (_case, change, message) => {
      const shopper = await createChatUser(app);
      const client = await connect(shopper);
      const request = { conversationId: client.conversationId, clientId: newClientId(), text: 'Hello', ...change };
      expect(await client.request('message:send', request)).toEqual({ ok: false, message });
      expect(await storedMessages(client.conversationId)).toEqual([]);
    });

    it('takes a text of exactly 2,000 characters', async () => {
      const client = await connect(await createChatUser(app));
      expect((await client.send(client.conversationId, 'a'.repeat(2000))).text).toHaveLength(2000);
    });

    it('takes 10 messages in 10 seconds from one user and refuses the 11th', async () => {
      clockPinnedForThisTest();
      const client = await connect(await createChatUser(app));
      for (let count = 1; count <= CHAT_LIMITS.messagesPerRateWindow; count += 1)
        await client.send(client.conversationId, `Message ${count}`);
      const eleventh = await client.request('message:send', {
        conversationId: client.conversationId,
        clientId: newClientId(),
        text: 'One more',
      });
      expect(eleventh).toEqual({ ok: false, message: 'You are sending messages too fast. Please wait a moment.' });
      expect(await storedMessages(client.conversationId)).toHaveLength(10);
    });
  });

  describe('catching up after a reconnect', () => {
    it('sends what a shopper missed, in order, exactly once, then live messages again', async () => {
      const [shopper, admin] = await Promise.all([createChatUser(app), createChatUser(app, 'admin')]);
      const agent = await connect(admin);
      const first = await connect(shopper);
      const { conversationId } = first;
      await first.send(conversationId, 'Hello?');
      const greeting = await agent.send(conversationId, 'Hi! How can I help?');
      await first.waitForMessages(1);
      first.close();
      const missed = [];
      for (const text of ['Let me check.', 'It ships tomorrow.', 'Anything else?']) missed.push(await agent.send(conversationId, text));

      const second = await connect(shopper, { lastSeen: [{ conversationId, seq: greeting.seq }] });
      expect(second.messages.map((message) => [message.seq, message.text])).toEqual(missed.map((message) => [message.seq, message.text]));
      const live = await agent.send(conversationId, 'Still there?');
      await second.waitForMessages(4);
      await settle();
      expect(second.messages.map((message) => message.seq)).toEqual([...missed.map((message) => message.seq), live.seq]);
    });

    it('loses and repeats nothing when messages keep coming during the catch-up', async () => {
      clockPinnedForThisTest();
      const [shopper, firstAdmin, secondAdmin] = await Promise.all([
        createChatUser(app),
        createChatUser(app, 'admin'),
        createChatUser(app, 'admin'),
      ]);
      const agents = await Promise.all([connect(firstAdmin), connect(secondAdmin)]);
      const first = await connect(shopper);
      const { conversationId } = first;
      first.close();
      for (let count = 1; count <= 5; count += 1) await agents[0].send(conversationId, `Before ${count}`);
      const sending = Promise.all(
        agents.map(async (agent, index) => {
          for (let count = 1; count <= (index === 0 ? 5 : 10); count += 1) await agent.send(conversationId, `During ${count}`);
        }),
      );
      const second = await connect(shopper, { lastSeen: [{ conversationId, seq: 0 }] });
      await sending;
      await second.waitForMessages(20);
      await settle();
      const seqs = second.messages.map((message) => message.seq);
      expect(new Set(seqs).size).toBe(seqs.length);
      expect([...seqs].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    });

    it('catches an admin up on each conversation asked for, and a shopper on their own only', async () => {
      const [mia, leo, admin] = await Promise.all([createChatUser(app), createChatUser(app), createChatUser(app, 'admin')]);
      const [miaClient, leoClient] = await Promise.all([connect(mia), connect(leo)]);
      const miaMessages = [
        await miaClient.send(miaClient.conversationId, 'Mia 1'),
        await miaClient.send(miaClient.conversationId, 'Mia 2'),
      ];
      const leoMessage = await leoClient.send(leoClient.conversationId, 'Leo 1');
      const agent = await connect(admin, {
        lastSeen: [
          { conversationId: miaClient.conversationId, seq: 1 },
          { conversationId: leoClient.conversationId, seq: 0 },
        ],
      });
      expect(agent.messages.map((message) => message.id).sort()).toEqual([miaMessages[1].id, leoMessage.id].sort());
      const snoop = await connect(leo, { lastSeen: [{ conversationId: miaClient.conversationId, seq: 0 }] });
      await settle();
      expect(snoop.messages).toEqual([]);
    });
  });

  describe('delivered and read', () => {
    it('marks a message delivered when a socket of the other side acknowledges it', async () => {
      const [shopper, admin] = await Promise.all([createChatUser(app), createChatUser(app, 'admin')]);
      const [client, agent] = await Promise.all([connect(shopper), connect(admin)]);
      const sent = await client.send(client.conversationId, 'Hello');
      const receipt = await client.waitForEvent(CHAT_SERVER_EVENTS.delivered);
      expect(receipt).toEqual({ conversationId: client.conversationId, messageId: sent.id, seq: sent.seq });
      expect(agent.payloadsOf(CHAT_SERVER_EVENTS.delivered)).toEqual([]);
      expect((await storedMessages(client.conversationId))[0].deliveredAt).toBeInstanceOf(Date);
    });

    it("does not count the sender's own tabs, nor a socket that never acknowledges, as delivery", async () => {
      const [shopper, admin] = await Promise.all([createChatUser(app), createChatUser(app, 'admin')]);
      const [phone, laptop, agent] = await Promise.all([connect(shopper), connect(shopper), connect(admin)]);
      agent.acknowledgesMessages = false;
      await phone.send(phone.conversationId, 'Hello');
      await laptop.waitForMessages(1);
      await agent.waitForMessages(1);
      await settle();
      expect(phone.payloadsOf(CHAT_SERVER_EVENTS.delivered)).toEqual([]);
      expect((await storedMessages(phone.conversationId))[0].deliveredAt).toBeNull();
    });

    it('keeps read marks and unread counts for each side', async () => {
      const [shopper, admin] = await Promise.all([createChatUser(app), createChatUser(app, 'admin')]);
      const [client, agent] = await Promise.all([connect(shopper), connect(admin)]);
      const { conversationId } = client;
      for (const text of ['One', 'Two', 'Three']) await client.send(conversationId, text);
      await agent.waitForMessages(3);

      const staffRead = await agent.request('conversation:mark-read', { conversationId, throughSeq: 2 });
      const receipt = { conversationId, readBy: 'admin', throughSeq: 2, unreadCount: 1 };
      expect(staffRead).toEqual({ ok: true, data: receipt });
      expect(await client.waitForEvent(CHAT_SERVER_EVENTS.read)).toEqual(receipt);
      const history = await getAs(app, shopper, '/api/chat/messages').expect(200);
      expect(history.body.messages.map((message: ChatMessage) => message.status)).toEqual(['read', 'read', 'delivered']);

      await agent.send(conversationId, 'Reply one');
      await agent.send(conversationId, 'Reply two');
      expect((await getAs(app, shopper, '/api/chat/messages').expect(200)).body.conversation.unreadCount).toBe(2);
      expect(await client.request('conversation:mark-read', { conversationId, throughSeq: 999 })).toEqual({
        ok: true,
        data: { conversationId, readBy: 'customer', throughSeq: 5, unreadCount: 0 },
      });
      // A read mark never moves back.
      expect(await agent.request('conversation:mark-read', { conversationId, throughSeq: 1 })).toEqual({ ok: true, data: receipt });
    });

    it("keeps a chat button live on another tab: the shop's messages arrive, and reading elsewhere sends the new unread count", async () => {
      const [shopper, admin] = await Promise.all([createChatUser(app), createChatUser(app, 'admin')]);
      const [button, panel, agent] = await Promise.all([connect(shopper), connect(shopper), connect(admin)]);
      const { conversationId } = panel;
      const first = await agent.send(conversationId, 'Your parcel left today.');
      const second = await agent.send(conversationId, 'Tracking number follows.');
      expect((await button.waitForMessages(2)).map((message) => [message.id, message.senderRole])).toEqual([
        [first.id, 'admin'],
        [second.id, 'admin'],
      ]);

      await panel.request('conversation:mark-read', { conversationId, throughSeq: first.seq });
      const partly = { conversationId, readBy: 'customer', throughSeq: first.seq, unreadCount: 1 };
      expect(await button.waitForEvent(CHAT_SERVER_EVENTS.read, (receipt) => equal(receipt, partly))).toEqual(partly);
      await panel.request('conversation:mark-read', { conversationId, throughSeq: second.seq });
      const all = { conversationId, readBy: 'customer', throughSeq: second.seq, unreadCount: 0 };
      expect(await button.waitForEvent(CHAT_SERVER_EVENTS.read, (receipt) => equal(receipt, all))).toEqual(all);
    });

    it('keeps unread counts exact while messages arrive during reading, and never counts a resend', async () => {
      clockPinnedForThisTest();
      const [shopper, firstAdmin, secondAdmin] = await Promise.all([
        createChatUser(app),
        createChatUser(app, 'admin'),
        createChatUser(app, 'admin'),
      ]);
      const [client, ...agents] = await Promise.all([connect(shopper), connect(firstAdmin), connect(secondAdmin)]);
      const { conversationId } = client;
      const sending = agents.map(async (agent, index) => {
        for (let count = 1; count <= 5; count += 1) await agent.send(conversationId, `Reply ${index}.${count}`);
      });
      const reading = (async () => {
        for (let seen = 0; seen < 10; seen = client.messages.length) {
          await client.waitForMessages(seen + 1);
          const throughSeq = Math.max(...client.messages.slice(0, seen + 1).map((message) => message.seq));
          await client.request('conversation:mark-read', { conversationId, throughSeq });
        }
      })();
      await Promise.all([...sending, reading]);
      const resend = { conversationId, clientId: newClientId(), text: 'Sent from two tabs' };
      await Promise.all(agents.map((agent) => agent.request('message:send', resend)));

      const conversation = await database(app)
        .collection('chat_conversations')
        .findOne({ _id: new Types.ObjectId(conversationId) });
      const unread = (await storedMessages(conversationId)).filter((message) => message.seq > conversation!.shopperReadSeq);
      expect(unread.length).toBeGreaterThan(0);
      expect((await getAs(app, shopper, '/api/chat/unread').expect(200)).body.unreadCount).toBe(unread.length);
    });

    it('lets a shopper mark only their own conversation read', async () => {
      const [mia, leo] = await Promise.all([createChatUser(app), createChatUser(app)]);
      const [miaClient, leoClient] = await Promise.all([connect(mia), connect(leo)]);
      const request = { conversationId: miaClient.conversationId, throughSeq: 1 };
      expect(await leoClient.request('conversation:mark-read', request)).toEqual({ ok: false, message: CHAT_ERRORS.conversationNotFound });
      expect(await leoClient.request('conversation:mark-read', { ...request, throughSeq: -1 })).toEqual({
        ok: false,
        message: CHAT_ERRORS.invalidSeq,
      });
    });
  });

  describe('typing and presence', () => {
    it('tells the other side who is typing, and no other shopper', async () => {
      const [mia, leo, admin] = await Promise.all([createChatUser(app), createChatUser(app), createChatUser(app, 'admin')]);
      const [miaClient, leoClient, agent] = await Promise.all([connect(mia), connect(leo), connect(admin)]);
      const conversationId = miaClient.conversationId;
      expect(await miaClient.request('typing:set', { conversationId, typing: true })).toEqual({ ok: true, data: null });
      expect(await agent.waitForEvent(CHAT_SERVER_EVENTS.typing)).toEqual({ conversationId, role: 'customer', typing: true });
      await agent.request('typing:set', { conversationId, typing: true });
      expect(await miaClient.waitForEvent(CHAT_SERVER_EVENTS.typing)).toEqual({ conversationId, role: 'admin', typing: true });
      expect(await leoClient.request('typing:set', { conversationId, typing: true })).toEqual({
        ok: false,
        message: CHAT_ERRORS.conversationNotFound,
      });
      await settle();
      expect(leoClient.payloadsOf(CHAT_SERVER_EVENTS.typing)).toEqual([]);
    });

    it('tells admins when a shopper comes and goes, and shoppers whether an agent is online', async () => {
      const [shopper, otherShopper, admin] = await Promise.all([createChatUser(app), createChatUser(app), createChatUser(app, 'admin')]);
      const watcher = await connect(otherShopper);
      const agent = await connect(admin);
      expect(await watcher.waitForEvent(CHAT_SERVER_EVENTS.agentPresence)).toEqual({ online: true });
      const [phone, laptop] = [await connect(shopper), await connect(shopper)];
      expect(phone.ready).toMatchObject({ agentsOnline: true });
      const online = { conversationId: phone.conversationId, online: true };
      const told = (change: ShopperPresence) => (changes: ShopperPresence[]) => changes.some((told) => equal(told, change));
      expect(await agent.waitForEvent(CHAT_SERVER_EVENTS.shopperPresence, told(online))).toContainEqual(online);
      phone.close();
      await settle();
      const offline = { conversationId: phone.conversationId, online: false };
      expect(agent.payloadsOf<ShopperPresence[]>(CHAT_SERVER_EVENTS.shopperPresence).flat()).not.toContainEqual(offline);
      laptop.close();
      await agent.waitForEvent(CHAT_SERVER_EVENTS.shopperPresence, told(offline));
      agent.close();
      await watcher.waitForEvent(CHAT_SERVER_EVENTS.agentPresence, (presence) => equal(presence, { online: false }));
    });
  });

  describe('attachments', () => {
    it('shows a listed product as a card with its name, cover and lowest price', async () => {
      const product = await insertProduct(app, {
        SubTypeSet: [
          { Name: 'Pink', Price: 12.5, SalePrice: 9.99 },
          { Name: 'Blue', Price: 8 },
        ],
      });
      const client = await connect(await createChatUser(app));
      const message = await client.send(client.conversationId, 'Is this one in stock?', newClientId(), {
        attachment: { kind: 'product', id: product._id.toString() },
      });
      expect(message.attachment).toEqual({
        kind: 'product',
        id: product._id.toString(),
        name: product.ProductName,
        cover: product.Cover,
        price: 8,
      });
    });

    it('refuses a product that is not listed', async () => {
      const product = await insertProduct(app, { Display: false });
      const client = await connect(await createChatUser(app));
      const request = {
        conversationId: client.conversationId,
        clientId: newClientId(),
        text: 'This?',
        attachment: { kind: 'product', id: product._id.toString() },
      };
      expect(await client.request('message:send', request)).toEqual({ ok: false, message: 'Product not found' });
    });

    it("attaches a shopper's own order and refuses another shopper's", async () => {
      const product = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', Price: 6.5, LeftNum: 10 }] });
      const [mia, leo, admin] = await Promise.all([createChatUser(app), createChatUser(app), createChatUser(app, 'admin')]);
      const { orderId } = await placeOrder(mia, product, 2);
      const [miaClient, leoClient, agent] = await Promise.all([connect(mia), connect(leo), connect(admin)]);
      const attachment = { kind: 'order', id: orderId };

      const own = await miaClient.send(miaClient.conversationId, 'About this order', newClientId(), { attachment });
      expect(own.attachment).toEqual({ kind: 'order', id: orderId, status: 'Paying', totalPrice: 13, createDate: expect.any(String) });
      const theft = { conversationId: leoClient.conversationId, clientId: newClientId(), text: 'My order?', attachment };
      expect(await leoClient.request('message:send', theft)).toEqual({ ok: false, message: 'Order not found' });
      expect(await storedMessages(leoClient.conversationId)).toEqual([]);
      // An admin may point at the conversation's shopper's order, too.
      const reply = await agent.send(miaClient.conversationId, 'It is on its way', newClientId(), { attachment });
      expect(reply.attachment).toMatchObject({ kind: 'order', id: orderId });
    });
  });
});

/** Waits, when the fixed rate-limit window is nearly over, for the next one, so that a burst falls in one window. */
function equal(actual: unknown, expected: unknown): boolean {
  return JSON.stringify(actual) === JSON.stringify(expected);
}
