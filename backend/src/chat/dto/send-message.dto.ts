import { Type } from 'class-transformer';
import { IsIn, IsMongoId, IsObject, IsOptional, Matches, ValidateNested } from 'class-validator';
import { maxLength, StringRules } from '../../common/validation/string-rules.decorator.js';
import { Trimmed } from '../../common/validation/string-transforms.js';
import {
  CHAT_ATTACHMENT_KINDS,
  CHAT_ERRORS,
  CHAT_LIMITS,
  type ChatAttachmentInput,
  type ChatAttachmentKind,
  type SendMessageRequest,
} from '@shop/contracts/chat/chat-events';
import { IsConversationId } from './chat-validators.js';

export class AttachmentDto implements ChatAttachmentInput {
  @IsIn(CHAT_ATTACHMENT_KINDS, { message: CHAT_ERRORS.invalidAttachment })
  kind: ChatAttachmentKind;

  @IsMongoId({ message: CHAT_ERRORS.invalidAttachment })
  id: string;
}

export class SendMessageDto implements SendMessageRequest {
  @IsConversationId()
  conversationId: string;

  @Matches(/^[\w-]{8,64}$/, { message: CHAT_ERRORS.invalidClientId })
  clientId: string;

  @Trimmed()
  @StringRules(CHAT_ERRORS.emptyMessage, [maxLength(CHAT_LIMITS.messageMaxLength, CHAT_ERRORS.messageTooLong)])
  text: string;

  @IsOptional()
  @IsObject({ message: CHAT_ERRORS.invalidAttachment })
  @ValidateNested()
  @Type(() => AttachmentDto)
  attachment?: AttachmentDto;
}
