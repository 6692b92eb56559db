import { IsBoolean } from 'class-validator';
import { CHAT_ERRORS, type SetTypingRequest } from '@shop/contracts/chat/chat-events';
import { IsConversationId } from './chat-validators.js';

export class SetTypingDto implements SetTypingRequest {
  @IsConversationId()
  conversationId: string;

  @IsBoolean({ message: CHAT_ERRORS.invalidTyping })
  typing: boolean;
}
