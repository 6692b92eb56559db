import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsMongoId, IsOptional, Min, ValidateNested } from 'class-validator';
import { CHAT_ERRORS, CHAT_LIMITS, type ChatHandshakeAuth, type LastSeenSeq } from '@shop/contracts/chat/chat-events';

export class LastSeenDto implements LastSeenSeq {
  @IsMongoId({ message: CHAT_ERRORS.invalidLastSeen })
  conversationId: string;

  @IsInt({ message: CHAT_ERRORS.invalidLastSeen })
  @Min(0, { message: CHAT_ERRORS.invalidLastSeen })
  seq: number;
}

/** The socket handshake's `auth`: where the client's copy of each conversation ends. */
export class ChatHandshakeAuthDto implements ChatHandshakeAuth {
  @IsOptional()
  @IsArray({ message: CHAT_ERRORS.invalidLastSeen })
  @ArrayMaxSize(CHAT_LIMITS.catchUpMaxConversations, { message: CHAT_ERRORS.invalidLastSeen })
  @ValidateNested({ each: true })
  @Type(() => LastSeenDto)
  lastSeen?: LastSeenDto[];
}
