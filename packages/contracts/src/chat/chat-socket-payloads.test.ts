import { describe, expect, it } from 'vitest';
import { CHAT_ERRORS } from './chat-events.js';
import {
  chatHandshakeAuthSchema,
  markReadRequestSchema,
  sendMessageRequestSchema,
  setTypingRequestSchema,
} from './chat-socket-payloads.js';

const conversationId = '665f1c2b9a1e4b0012345678';
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("the chat's socket payloads", () => {
  const message = { conversationId, clientId: 'client-0001', text: ' Hello ' };

  it('takes a message with its text trimmed and an attachment', () => {
    const attachment = { kind: 'order', id: conversationId } as const;
    expect(sendMessageRequestSchema.parse({ ...message, attachment })).toEqual({ ...message, text: 'Hello', attachment });
  });

  it.each([
    [{ text: ' \n ' }, CHAT_ERRORS.emptyMessage],
    [{ text: { $gt: '' } }, CHAT_ERRORS.emptyMessage],
    [{ text: 'a'.repeat(2001) }, 'Message is too long (max 2000 characters).'],
    [{ clientId: 'abc' }, CHAT_ERRORS.invalidClientId],
    [{ conversationId: 'mine' }, CHAT_ERRORS.invalidConversationId],
    [{ attachment: 'order' }, CHAT_ERRORS.invalidAttachment],
    [{ attachment: { kind: 'coupon', id: conversationId } }, CHAT_ERRORS.invalidAttachment],
    [{ attachment: { kind: 'order', id: conversationId, price: 0 } }, 'property price should not exist'],
    [{ senderRole: 'admin' }, 'property senderRole should not exist'],
  ])('refuses a message with %j: "%s"', (change, expected) => {
    expect(firstMessage(sendMessageRequestSchema.safeParse({ ...message, ...change }))).toBe(expected);
  });

  it.each([
    [markReadRequestSchema, { conversationId, throughSeq: -1 }, CHAT_ERRORS.invalidSeq],
    [markReadRequestSchema, { conversationId, throughSeq: '3' }, CHAT_ERRORS.invalidSeq],
    [markReadRequestSchema, { conversationId, throughSeq: 1.5 }, CHAT_ERRORS.invalidSeq],
    [setTypingRequestSchema, { conversationId, typing: 'yes' }, CHAT_ERRORS.invalidTyping],
    [setTypingRequestSchema, { conversationId: 7, typing: true }, CHAT_ERRORS.invalidConversationId],
  ])('refuses a read receipt or typing notice %#: "%s"', (schema, payload, expected) => {
    expect(firstMessage(schema.safeParse(payload))).toBe(expected);
  });

  it('takes a handshake with or without where each conversation ends', () => {
    expect(chatHandshakeAuthSchema.parse({})).toEqual({});
    expect(chatHandshakeAuthSchema.parse({ lastSeen: [{ conversationId, seq: 0 }] })).toEqual({ lastSeen: [{ conversationId, seq: 0 }] });
  });

  it.each([
    [{ lastSeen: 'everything' }],
    [{ lastSeen: [{ conversationId: 'nope', seq: 0 }] }],
    [{ lastSeen: [{ conversationId, seq: -1 }] }],
    [{ lastSeen: [null] }],
    [{ lastSeen: Array.from({ length: 101 }, () => ({ conversationId, seq: 0 })) }],
  ])('refuses the handshake %j with the catch-up message', (auth) => {
    expect(firstMessage(chatHandshakeAuthSchema.safeParse(auth))).toBe(CHAT_ERRORS.invalidLastSeen);
  });
});
