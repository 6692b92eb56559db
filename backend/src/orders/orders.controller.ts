import { BadRequestException, Body, Controller, Get, HttpCode, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import {
  CHECKOUT_MESSAGES,
  type ContinueCheckoutSessionBody,
  continueCheckoutSessionBodySchema,
  type CreateCheckoutSessionBody,
  createCheckoutSessionBodySchema,
  CUSTOMER_REQUEST,
  ORDER_REVISION_MESSAGES,
  type OrderRevisionBody,
  reviseOrderBodySchema,
} from '@shop/contracts/orders/order-bodies';
import { type QuoteBody, quoteBodySchema, type QuoteResponse, quoteResponseSchema } from '@shop/contracts/orders/order-quote';
import {
  type CheckoutSessionResponse,
  checkoutSessionResponseSchema,
  type OrderHistoryPageResponse,
  orderHistoryPageResponseSchema,
} from '@shop/contracts/orders/order';
import {
  type GetAnyOrderResponse,
  getAnyOrderResponseSchema,
  type ReviseOrderResponse,
  reviseOrderResponseSchema,
} from '@shop/contracts/orders/admin-order';
import { Contract } from '../common/api-contract.decorator.js';
import { ADMIN_MESSAGES, adminAnswerMessage } from '../common/admin-messages.js';
import { englishRuleWords } from '../common/admin-rule-words.js';
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
const revisionWords = englishRuleWords();
const reviseOrderBody = reviseOrderBodySchema(revisionWords.sayEach(ADMIN_MESSAGES.orderRules));

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
  @Contract({
    summary: 'Prices a cart with shipping and a discount code: { subtotal, discount, shipping, total, message }',
    access: 'logged in',
    errors: [400],
    body: quoteBodySchema,
    answer: quoteResponseSchema,
  })
  quote(@CurrentUser() user: AuthenticatedUser, @Body(new ZodValidationPipe(quoteBodySchema)) body: QuoteBody): Promise<QuoteResponse> {
    return this.quotes.quote(user, body);
  }

  @Post('create-checkout-session')
  @Contract({
    summary: 'Reserves the stock, places the order and opens a payment session (409 when stock ran out)',
    access: 'logged in',
    errors: [400, 404, 409, 429, 502],
    body: createCheckoutSessionBodySchema,
    answer: checkoutSessionResponseSchema,
  })
  async createCheckoutSession(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(createCheckoutSessionBodySchema)) body: CreateCheckoutSessionBody,
  ): Promise<CheckoutSessionResponse> {
    return toCheckoutAnswer(await this.checkout.startCheckout(user, body));
  }

  @Post('create-continue-checkout-session')
  @Contract({
    summary: 'A new payment session for an unpaid order',
    access: 'logged in',
    errors: [400, 404, 409, 502],
    body: continueCheckoutSessionBodySchema,
    answer: checkoutSessionResponseSchema,
  })
  async createContinueCheckoutSession(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(continueCheckoutSessionBodySchema)) body: ContinueCheckoutSessionBody,
  ): Promise<CheckoutSessionResponse> {
    return toCheckoutAnswer(await this.checkout.continueCheckout(user, body.orderId, body.payment));
  }

  @Get('getOrders')
  @Contract({
    summary: "The user's orders, newest first, from skip",
    access: 'logged in',
    errors: [400],
    answer: orderHistoryPageResponseSchema,
  })
  async getOrders(
    @CurrentUser() user: AuthenticatedUser,
    @Query('skip', new ParseOrRejectPipe(parseSkip, INVALID_SKIP_MESSAGE)) skip: number,
  ): Promise<OrderHistoryPageResponse> {
    const page = await this.orders.findOwnPage(user.id, skip);
    return { success: true, orders: page.orders.map(toOrderResponse), hasMore: page.hasMore, message: 'Orders loaded' };
  }

  @Get('getOrder/:orderId')
  @Contract({ summary: "One order (404 for another user's)", access: 'logged in', errors: [400, 404], answer: getAnyOrderResponseSchema })
  async getOrder(
    @CurrentUser() user: AuthenticatedUser,
    @Param('orderId', new ParseOrRejectPipe(parseObjectId, INVALID_ORDER_ID)) orderId: string,
  ): Promise<GetAnyOrderResponse> {
    const order = await this.orders.findVisible(user, orderId);
    return { success: true, order: user.role === 'admin' ? toAdminOrderResponse(order) : toOrderResponse(order), message: 'Order loaded' };
  }

  @Patch('reviseOrder/:orderId')
  @UseGuards(AdminRevisionGuard)
  @Contract({
    summary: 'Customer: requests cancellation. Admin: moves the order along its state machine',
    access: 'logged in',
    errors: [400, 404, 409],
    body: reviseOrderBody,
    answer: reviseOrderResponseSchema,
  })
  async reviseOrder(
    @CurrentUser() user: AuthenticatedUser,
    @Param('orderId', new ParseOrRejectPipe(parseObjectId, INVALID_ORDER_ID)) orderId: string,
    @Body(new ZodValidationPipe(reviseOrderBody, revisionWords)) body: OrderRevisionBody,
  ): Promise<ReviseOrderResponse> {
    if (body.status !== CUSTOMER_REQUEST) {
      const { order, message } = await this.adminOrders.revise(user, orderId, body);
      return { success: true, ...adminAnswerMessage(message), order: toAdminOrderResponse(order) };
    }
    // The body's schema has already required the reason of a shopper's request.
    if (body.cancelReason === undefined) throw new BadRequestException(ORDER_REVISION_MESSAGES.reasonRequired);
    const outcome = await this.orders.requestCancel(user, orderId, body.cancelReason);
    return { success: true, message: CANCEL_MESSAGES[outcome] };
  }
}

function toCheckoutAnswer(started: StartedCheckout): CheckoutSessionResponse {
  return { success: true, id: started.sessionId, url: started.url, orderId: started.orderId, message: 'Redirecting to checkout...' };
}
