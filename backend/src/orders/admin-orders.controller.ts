import { Controller, Get, Param, Query, StreamableFile, UseGuards } from '@nestjs/common';
import { type AdminOrderListQuery, adminOrderListQuerySchema } from '@shop/contracts/orders/admin-order-list-query';
import { type AdminOrdersPageResponse, adminOrdersPageResponseSchema } from '@shop/contracts/orders/admin-order';
import { INVALID_PAGE_MESSAGE } from '@shop/contracts/pagination';
import { Contract } from '../common/api-contract.decorator.js';
import { AdminGuard } from '../common/auth/admin.guard.js';
import { ADMIN_MESSAGES, adminAnswerMessage } from '../common/admin-messages.js';
import { englishRuleWords } from '../common/admin-rule-words.js';
import { parsePageNumber } from '../common/pagination.js';
import { ParseOrRejectPipe } from '../common/parse-or-reject.pipe.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { toAdminOrderResponse } from './order.mapper.js';

const listWords = englishRuleWords();
const listQuerySchema = adminOrderListQuerySchema(listWords.sayEach(ADMIN_MESSAGES.orderRules));
const listQueryPipe = new ZodValidationPipe(listQuerySchema, listWords);

/** The back office's order list and export. An admin's revisions share reviseOrder with the shopper's (OrdersController). */
@Controller('orders')
@UseGuards(AdminGuard)
export class AdminOrdersController {
  constructor(private readonly adminOrders: AdminOrdersService) {}

  /** Every order, newest first, or as the query filters, searches and sorts them; with the matches' count and value. */
  @Get('getAllOrders/:page')
  @Contract({
    summary:
      'A page of every order, or of those matching ?status=, ?q= (order id, e-mail or recipient), in ?sort=newest|oldest; with the count and summed value of all matches',
    access: 'admin',
    errors: [400],
    query: listQuerySchema,
    answer: adminOrdersPageResponseSchema,
  })
  async getAllOrders(
    @Param('page', new ParseOrRejectPipe(parsePageNumber, INVALID_PAGE_MESSAGE)) page: number,
    @Query(listQueryPipe) query: AdminOrderListQuery,
  ): Promise<AdminOrdersPageResponse> {
    const { items, total, totalValue } = await this.adminOrders.findPage(page, query);
    return {
      success: true,
      orders: items.map(toAdminOrderResponse),
      totalItemNum: total,
      totalValue,
      ...adminAnswerMessage(ADMIN_MESSAGES.order.listLoaded),
    };
  }

  /** The orders the list's filters match (from, to, status, …) as CSV, one row per line item, oldest first. */
  @Get('export')
  @Contract({
    summary: 'Orders as CSV, one row per line item; ?from=&to= (days, UTC) and ?status=',
    access: 'admin',
    errors: [400],
    query: listQuerySchema,
    answer: { description: 'The CSV file', contentType: 'text/csv' },
  })
  exportOrders(@Query(listQueryPipe) query: AdminOrderListQuery): StreamableFile {
    return new StreamableFile(this.adminOrders.exportCsv(query), {
      type: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename="orders.csv"',
    });
  }
}
