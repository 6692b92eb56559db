import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { CHAT_LIMITS } from '@shop/contracts/chat/chat-events';
import { WholeNumberFromQuery } from './chat-validators.js';

export const INVALID_BEFORE = 'before must be a message seq (a whole number from 1).';
export const INVALID_LIMIT = `limit must be a whole number from 1 to ${CHAT_LIMITS.historyMaxPageSize}.`;

/** ?before=seq&limit=n: the `limit` messages just before `before`, or the latest ones. */
export class MessagePageQueryDto {
  @IsOptional()
  @WholeNumberFromQuery()
  @IsInt({ message: INVALID_BEFORE })
  @Min(1, { message: INVALID_BEFORE })
  before?: number;

  @IsOptional()
  @WholeNumberFromQuery()
  @IsInt({ message: INVALID_LIMIT })
  @Min(1, { message: INVALID_LIMIT })
  @Max(CHAT_LIMITS.historyMaxPageSize, { message: INVALID_LIMIT })
  limit?: number;
}
