import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import {
  CHECKOUT_MESSAGES,
  type ContinueCheckoutSessionBody,
  continueCheckoutSessionBodySchema,
  type CreateCheckoutSessionBody,
  createCheckoutSessionBodySchema,
  CUSTOMER_REQUEST,
  type OrderRevisionBody,
  reviseOrderBodySchema,
} from '@shop/contracts/orders/order-bodies';
import { type QuoteBody, quoteBodySchema } from '@shop/contracts/orders/order-quote';
import { ADMIN_MESSAGES } from '../common/admin-messages.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { SessionGuard } from '../common/auth/session.guard.js';
import { parseObjectId } from '../common/object-id.js';
import { INVALID_SKIP_MESSAGE, parseSkip } from '../common/pagination.js';
import { ParseOrRejectPipe } from '../common/parse-or-reject.pipe.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { AdminRevisionGuard } from './admin-revision.guard.js';
import { CheckoutService, type StartedCheckout } from './checkout.service.js';
import { toAdminOrderResponse, toOrderResponse } from './order.mapper.js';
import { OrderQuoteService } from './order-quote.service.js';
import { OrdersService } from './orders.service.js';

const CANCEL_MESSAGES = {
  canceled: 'Your order has been canceled.',
  requested: 'Your cancel request has been sent.',
} as const;
const INVALID_ORDER_ID = CHECKOUT_MESSAGES.invalidOrderId;

@Controller('orders')
@UseGuards(SessionGuard)
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly checkout: CheckoutService,
    private readonly adminOrders: AdminOrdersService,
    private readonly quotes: OrderQuoteService,
  ) {}

  /** What the cart costs with shipping and the code entered, which is checked but not taken. */
  @Post('quote')
  @HttpCode(200)
  quote(@CurrentUser() user: AuthenticatedUser, @Body(new ZodValidationPipe(quoteBodySchema)) body: QuoteBody) {
    return this.quotes.quote(user, body);
  }

  @Post('create-checkout-session')
  async createCheckoutSession(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(createCheckoutSessionBodySchema)) body: CreateCheckoutSessionBody,
  ) {
    return toCheckoutAnswer(await this.checkout.startCheckout(user, body));
  }

  @Post('create-continue-checkout-session')
  async createContinueCheckoutSession(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(continueCheckoutSessionBodySchema)) body: ContinueCheckoutSessionBody,
  ) {
    return toCheckoutAnswer(await this.checkout.continueCheckout(user, body.orderId, body.payment));
  }

  @Get('getOrders')
  async getOrders(
    @CurrentUser() user: AuthenticatedUser,
    @Query('skip', new ParseOrRejectPipe(parseSkip, INVALID_SKIP_MESSAGE)) skip: number,
  ) {
    const page = await this.orders.findOwnPage(user.id, skip);
    return { success: true, orders: page.orders.map(toOrderResponse), hasMore: page.hasMore, message: 'Orders loaded' };
  }

  @Get('getOrder/:orderId')
  async getOrder(
    @CurrentUser() user: AuthenticatedUser,
    @Param('orderId', new ParseOrRejectPipe(parseObjectId, INVALID_ORDER_ID)) orderId: string,
  ) {
    const order = await this.orders.findVisible(user, orderId);
    return { success: true, order: user.role === 'admin' ? toAdminOrderResponse(order) : toOrderResponse(order), message: 'Order loaded' };
  }

  @Patch('reviseOrder/:orderId')
  @UseGuards(AdminRevisionGuard)
  async reviseOrder(
    @CurrentUser() user: AuthenticatedUser,
    @Param('orderId', new ParseOrRejectPipe(parseObjectId, INVALID_ORDER_ID)) orderId: string,
    @Body(new ZodValidationPipe(reviseOrderBodySchema(ADMIN_MESSAGES.order))) body: OrderRevisionBody,
  ) {
    if (body.status !== CUSTOMER_REQUEST) {
      const { order, message } = await this.adminOrders.revise(user, orderId, body);
      return { success: true, message, order: toAdminOrderResponse(order) };
    }
    const outcome = await this.orders.requestCancel(user, orderId, body.cancelReason!);
    return { success: true, message: CANCEL_MESSAGES[outcome] };
  }
}

function toCheckoutAnswer(started: StartedCheckout) {
  return { success: true, id: started.sessionId, url: started.url, orderId: started.orderId, message: 'Redirecting to checkout...' };
}
