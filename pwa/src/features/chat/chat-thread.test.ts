import { describe, expect, it } from 'vitest';
import { makeChatMessage } from './chat-test-factories';
import { markRead, mergeMessages, unreadThroughSeq } from './chat-thread';

describe('chat thread', () => {
  it('holds each message once, in seq order, however they arrive', () => {
    const first = makeChatMessage({ seq: 1 });
    const second = makeChatMessage({ seq: 2 });
    const third = makeChatMessage({ seq: 3 });

    const thread = mergeMessages(mergeMessages([third], [first, third]), [second, first]);

    expect(thread.map((message) => message.seq)).toEqual([1, 2, 3]);
  });

  it('does not take a read message back to delivered when an older copy arrives', () => {
    const message = makeChatMessage({ status: 'read' });
    expect(mergeMessages([message], [{ ...message, status: 'delivered' }])[0].status).toBe('read');
  });

  it("marks the other side's messages read up to the receipt's seq", () => {
    const thread = [
      makeChatMessage({ seq: 1, senderRole: 'admin' }),
      makeChatMessage({ seq: 2, senderRole: 'customer' }),
      makeChatMessage({ seq: 3, senderRole: 'admin' }),
    ];
    expect(unreadThroughSeq(thread, 'customer')).toBe(3);

    const after = markRead(thread, { conversationId: 'conversation-1', readBy: 'customer', throughSeq: 1, unreadCount: 1 });

    expect(after.map((message) => message.status)).toEqual(['read', 'sent', 'sent']);
    expect(unreadThroughSeq(after, 'customer')).toBe(3);
  });
});
