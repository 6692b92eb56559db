import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../common/auth/admin.guard.js';
import { ADMIN_MESSAGES } from '../common/admin-messages.js';
import { INVALID_PAGE_MESSAGE, parsePageNumber } from '../common/pagination.js';
import { ParseOrRejectPipe } from '../common/parse-or-reject.pipe.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { AdminOrderListQueryDto } from './dto/admin-order-list-query.dto.js';
import { toAdminOrderResponse } from './order.mapper.js';

/** The back office's order list. An admin's revisions share reviseOrder with the shopper's (OrdersController). */
@Controller('orders')
@UseGuards(AdminGuard)
export class AdminOrdersController {
  constructor(private readonly adminOrders: AdminOrdersService) {}

  /** Every order, newest first, or as the query filters, searches and sorts them; with the matches' count and value. */
  @Get('getAllOrders/:page')
  async getAllOrders(
    @Param('page', new ParseOrRejectPipe(parsePageNumber, INVALID_PAGE_MESSAGE)) page: number,
    @Query() query: AdminOrderListQueryDto,
  ) {
    const { items, total, totalValue } = await this.adminOrders.findPage(page, query);
    return {
      success: true,
      orders: items.map(toAdminOrderResponse),
      totalItemNum: total,
      totalValue,
      message: ADMIN_MESSAGES.order.listLoaded,
    };
  }
}
