import { describe, expect, it, vi } from 'vitest';
import { makeChatMessage } from './chat-test-factories';
import { MessageOutbox, type OutgoingMessage, type SendOutcome } from './message-outbox';

function outboxWith(send: (message: OutgoingMessage) => Promise<SendOutcome>) {
  let nextId = 0;
  const listener = { queueChanged: vi.fn(), settled: vi.fn() };
  const outbox = new MessageOutbox(send, listener, () => `client-id-${(nextId += 1)}`);
  return { outbox, listener };
}

const sent = (message: OutgoingMessage): SendOutcome => ({ kind: 'sent', message: makeChatMessage({ clientId: message.clientId, text: message.text }) });

describe('MessageOutbox', () => {
  it('keeps messages typed offline and sends them in typing order when back online', async () => {
    let online = false;
    const attempts: OutgoingMessage[] = [];
    const { outbox, listener } = outboxWith(async (message) => {
      attempts.push(message);
      return online ? sent(message) : { kind: 'retry' };
    });

    outbox.enqueue('conversation-1', 'first');
    outbox.enqueue('conversation-1', 'second');
    outbox.enqueue('conversation-1', 'third');
    await outbox.flush();
    expect(listener.queueChanged).toHaveBeenLastCalledWith([
      expect.objectContaining({ text: 'first' }),
      expect.objectContaining({ text: 'second' }),
      expect.objectContaining({ text: 'third' }),
    ]);

    online = true;
    attempts.length = 0;
    await outbox.flush();

    expect(attempts.map((message) => message.text)).toEqual(['first', 'second', 'third']);
    expect(listener.queueChanged).toHaveBeenLastCalledWith([]);
    expect(listener.settled.mock.calls.map(([message]) => message.text)).toEqual(['first', 'second', 'third']);
  });

  it('resends a message with the id it was given when typed, so the server can tell it is the same one', async () => {
    const send = vi.fn<(message: OutgoingMessage) => Promise<SendOutcome>>().mockResolvedValueOnce({ kind: 'retry' }).mockImplementation(async (message) => sent(message));
    const { outbox } = outboxWith(send);

    const typed = outbox.enqueue('conversation-1', 'Is my order shipped?');
    await outbox.flush();
    await outbox.flush();

    expect(send.mock.calls.map(([message]) => message.clientId)).toEqual([typed.clientId, typed.clientId]);
    expect(new Set(send.mock.calls.map(([message]) => message.clientId)).size).toBe(1);
  });

  it('gives every typed message its own id', () => {
    const { outbox } = outboxWith(async () => ({ kind: 'retry' }));
    const ids = [outbox.enqueue('conversation-1', 'a'), outbox.enqueue('conversation-1', 'b')].map((message) => message.clientId);
    expect(new Set(ids).size).toBe(2);
  });

  it('drops a message the server refuses, tells why, and goes on with the next', async () => {
    const { outbox, listener } = outboxWith(async (message) =>
      message.text === 'too long' ? { kind: 'rejected', reason: 'Message is too long.' } : sent(message),
    );
    outbox.enqueue('conversation-1', 'too long');
    outbox.enqueue('conversation-1', 'short');
    await outbox.flush();

    expect(listener.settled.mock.calls.map(([message, outcome]) => [message.text, outcome.kind])).toEqual([
      ['too long', 'rejected'],
      ['short', 'sent'],
    ]);
  });
});
