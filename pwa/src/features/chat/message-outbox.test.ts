import type { SendMessageRequest } from '@shop/contracts/chat/chat-events';
import { describe, expect, it, vi } from 'vitest';
import { readChatOutbox } from '../../offline/chat-outbox-store';
import { closeShopDatabase, type QueuedChatMessage } from '../../offline/shop-database';
import { makeChatMessage } from './chat-test-factories';
import { MessageOutbox, type SendOutcome } from './message-outbox';
import { BACKGROUND_WAIT } from '../../test/background-wait';

const SHOPPER = 'mia@example.com';

function outboxWith(send: (request: SendMessageRequest) => SendOutcome | Promise<SendOutcome>, owner = SHOPPER) {
  let nextId = 0;
  const listener = { queueChanged: vi.fn<(queue: readonly QueuedChatMessage[]) => void>(), settled: vi.fn() };
  const outbox = new MessageOutbox(
    owner,
    (request) => Promise.resolve(send(request)),
    listener,
    () => `client-id-${owner}-${(nextId += 1)}`,
  );
  return { outbox, listener };
}

const sent = (request: SendMessageRequest): SendOutcome => ({
  kind: 'sent',
  message: makeChatMessage({ clientId: request.clientId, text: request.text }),
});
const offline = (): Promise<SendOutcome> => Promise.resolve({ kind: 'retry' });
/** The texts of the queue as last shown to the listener. */
const shownTexts = (listener: { queueChanged: { mock: { lastCall?: [readonly QueuedChatMessage[]] } } }) =>
  listener.queueChanged.mock.lastCall?.[0].map((message) => message.request.text);
const queuedTexts = async (owner = SHOPPER) => (await readChatOutbox(owner)).map((message) => message.request.text);

describe('MessageOutbox', () => {
  it('keeps messages typed offline and sends them in typing order when back online', async () => {
    let online = false;
    const attempts: string[] = [];
    const { outbox, listener } = outboxWith((request) => {
      attempts.push(request.text);
      return online ? sent(request) : { kind: 'retry' };
    });

    await outbox.enqueue('conversation-1', 'first');
    await outbox.enqueue('conversation-1', 'second');
    await outbox.enqueue('conversation-1', 'third');
    await outbox.flush();
    await vi.waitFor(() => expect(shownTexts(listener)).toEqual(['first', 'second', 'third']), BACKGROUND_WAIT);

    online = true;
    attempts.length = 0;
    await outbox.flush();

    expect(attempts).toEqual(['first', 'second', 'third']);
    expect(await queuedTexts()).toEqual([]);
    expect(listener.settled.mock.calls.map(([message]) => message.request.text)).toEqual(['first', 'second', 'third']);
    await vi.waitFor(() => expect(listener.queueChanged).toHaveBeenLastCalledWith([]), BACKGROUND_WAIT);
    outbox.close();
  });

  it('loses nothing when the page is reloaded before the network is back, and then sends each message once, in order', async () => {
    const beforeReload = outboxWith(offline);
    await beforeReload.outbox.enqueue('conversation-1', 'Is the pink one back?');
    await beforeReload.outbox.enqueue('conversation-1', 'I would take two.', {
      kind: 'product',
      id: 'kitty',
      name: 'Kitty',
      cover: '/api/images/kitty',
      price: 12,
    });
    beforeReload.outbox.close();
    await closeShopDatabase();

    const received: SendMessageRequest[] = [];
    const afterReload = outboxWith((request) => {
      received.push(request);
      return sent(request);
    });
    await vi.waitFor(
      () => expect(shownTexts(afterReload.listener)).toEqual(['Is the pink one back?', 'I would take two.']),
      BACKGROUND_WAIT,
    );
    await afterReload.outbox.flush();
    await afterReload.outbox.flush();

    expect(received).toEqual([
      { conversationId: 'conversation-1', clientId: `client-id-${SHOPPER}-1`, text: 'Is the pink one back?' },
      {
        conversationId: 'conversation-1',
        clientId: `client-id-${SHOPPER}-2`,
        text: 'I would take two.',
        attachment: { kind: 'product', id: 'kitty' },
      },
    ]);
    expect(await queuedTexts()).toEqual([]);
    afterReload.outbox.close();
  });

  it('resends a message with the id it was given when typed, so the server can tell it is the same one', async () => {
    const send = vi
      .fn<(request: SendMessageRequest) => Promise<SendOutcome>>()
      .mockResolvedValueOnce({ kind: 'retry' })
      .mockImplementation((request) => Promise.resolve(sent(request)));
    const { outbox } = outboxWith(send);

    await outbox.enqueue('conversation-1', 'Is my order shipped?');
    await outbox.flush();
    await outbox.flush();

    expect(send.mock.calls.map(([request]) => request.clientId)).toEqual([`client-id-${SHOPPER}-1`, `client-id-${SHOPPER}-1`]);
    outbox.close();
  });

  it('keeps a refused message as failed, goes on with the next, and sends it again only when asked', async () => {
    let refuse = true;
    const { outbox, listener } = outboxWith((request) =>
      request.text === 'too soon' && refuse ? { kind: 'rejected', reason: 'Message cannot be empty.' } : sent(request),
    );
    await outbox.enqueue('conversation-1', 'too soon');
    await outbox.enqueue('conversation-1', 'short');
    await outbox.flush();

    expect(listener.settled.mock.calls.map(([message, outcome]) => [message.request.text, outcome.kind])).toEqual([
      ['too soon', 'rejected'],
      ['short', 'sent'],
    ]);
    const [failed] = await readChatOutbox(SHOPPER);
    expect(failed).toMatchObject({ request: { text: 'too soon' }, failure: 'Message cannot be empty.' });

    refuse = false;
    await outbox.retry(failed.position);
    await outbox.flush();
    expect(await queuedTexts()).toEqual([]);
    expect(listener.settled.mock.lastCall?.[1].kind).toBe('sent');
    outbox.close();
  });

  it('deletes a refused message when its sender gives up on it', async () => {
    const { outbox } = outboxWith(() => ({ kind: 'rejected', reason: 'Order not found.' }));
    await outbox.enqueue('conversation-1', 'about my order');
    await outbox.flush();
    const [failed] = await readChatOutbox(SHOPPER);

    await outbox.discard(failed.position);

    expect(await queuedTexts()).toEqual([]);
    outbox.close();
  });

  it("tries again after the rate window when the server says it is too fast, without the sender's help", async () => {
    const send = vi
      .fn<(request: SendMessageRequest) => Promise<SendOutcome>>()
      .mockResolvedValueOnce({ kind: 'retry', afterMs: 20 })
      .mockImplementation((request) => Promise.resolve(sent(request)));
    const { outbox } = outboxWith(send);

    await outbox.enqueue('conversation-1', 'one of many');

    await vi.waitFor(async () => expect(await queuedTexts()).toEqual([]), BACKGROUND_WAIT);
    expect(send).toHaveBeenCalledTimes(2);
    outbox.close();
  });

  it("keeps each shopper's queue apart on a shared device", async () => {
    const mia = outboxWith(offline, 'mia@example.com');
    await mia.outbox.enqueue('conversation-mia', 'from Mia');
    const sentForLeo: string[] = [];
    const leo = outboxWith((request) => {
      sentForLeo.push(request.text);
      return sent(request);
    }, 'leo@example.com');
    await leo.outbox.enqueue('conversation-leo', 'from Leo');
    await leo.outbox.flush();

    expect(sentForLeo).toEqual(['from Leo']);
    expect(await queuedTexts('mia@example.com')).toEqual(['from Mia']);
    mia.outbox.close();
    leo.outbox.close();
  });
});
