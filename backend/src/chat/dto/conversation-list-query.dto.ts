import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { INVALID_PAGE_MESSAGE, MAX_PAGE_NUMBER } from '../../common/pagination.js';
import { WholeNumberFromQuery } from './chat-validators.js';

export class ConversationListQueryDto {
  @IsOptional()
  @WholeNumberFromQuery()
  @IsInt({ message: INVALID_PAGE_MESSAGE })
  @Min(1, { message: INVALID_PAGE_MESSAGE })
  @Max(MAX_PAGE_NUMBER, { message: INVALID_PAGE_MESSAGE })
  page?: number;
}
