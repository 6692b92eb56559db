import { Transform } from 'class-transformer';
import { IsMongoId } from 'class-validator';
import { CHAT_ERRORS } from '@shop/contracts/chat/chat-events';

export const IsConversationId = () => IsMongoId({ message: CHAT_ERRORS.invalidConversationId });

/** A query value written as plain digits becomes a number; anything else stays as sent for the validators to refuse. */
export const WholeNumberFromQuery = () =>
  Transform(({ value }) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value));
