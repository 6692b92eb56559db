import { IsInt, Min } from 'class-validator';
import { CHAT_ERRORS, type MarkReadRequest } from '@shop/contracts/chat/chat-events';
import { IsConversationId } from './chat-validators.js';

export class MarkReadDto implements MarkReadRequest {
  @IsConversationId()
  conversationId: string;

  @IsInt({ message: CHAT_ERRORS.invalidSeq })
  @Min(0, { message: CHAT_ERRORS.invalidSeq })
  throughSeq: number;
}
