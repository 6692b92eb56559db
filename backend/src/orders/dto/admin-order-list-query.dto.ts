import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ORDER_STATUSES, type OrderStatus } from '@shop/contracts/orders/order-status';
import { ADMIN_MESSAGES } from '../../common/admin-messages.js';
import { Trimmed } from '../../common/validation/string-transforms.js';

export const ORDER_LIST_SORTS = ['newest', 'oldest'] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];
export const MAX_ORDER_SEARCH_LENGTH = 100;
const messages = ADMIN_MESSAGES.order;

/**
 * The back office's order list: `status=` narrows it to one status, `q=` searches an order id, an
 * e-mail (from its start) or a recipient's name, `sort=` orders it by creation date; all optional.
 */
export class AdminOrderListQueryDto {
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: messages.listStatusInvalid(ORDER_STATUSES) })
  status?: OrderStatus;

  @IsOptional()
  @MaxLength(MAX_ORDER_SEARCH_LENGTH, { message: messages.listSearchTooLong(MAX_ORDER_SEARCH_LENGTH) })
  @IsString({ message: messages.listSearchNotText })
  @Trimmed()
  q?: string;

  @IsOptional()
  @IsIn(ORDER_LIST_SORTS, { message: messages.listSortInvalid(ORDER_LIST_SORTS) })
  sort?: OrderListSort;
}
