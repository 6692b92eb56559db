import type { ChatMessage } from '@shop/contracts/chat/chat-events';

let messageCount = 0;

export function makeChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  messageCount += 1;
  return {
    id: `message-${messageCount}`,
    conversationId: 'conversation-1',
    seq: messageCount,
    clientId: `client-${messageCount}`,
    senderRole: 'customer',
    text: `Hello ${messageCount}`,
    attachment: null,
    status: 'sent',
    createdAt: '2025-03-04T10:00:00.000Z',
    ...overrides,
  };
}
