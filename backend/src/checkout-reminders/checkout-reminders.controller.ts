import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import {
  CHECKOUT_REMINDER_MESSAGES,
  type CheckoutRemindersResponse,
  checkoutRemindersResponseSchema,
  type PutCheckoutRemindersBody,
  putCheckoutRemindersBodySchema,
} from '@shop/contracts/users/checkout-reminders';
import { Contract } from '../common/api-contract.decorator.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { SessionGuard } from '../common/auth/session.guard.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CheckoutRemindersService } from './checkout-reminders.service.js';

/** The /profile switch of the forgotten-checkout mails. */
@Controller('users')
@UseGuards(SessionGuard)
export class CheckoutRemindersController {
  constructor(private readonly reminders: CheckoutRemindersService) {}

  @Get('checkout-reminders')
  @Contract({
    summary: 'Whether the shopper gets one mail for a checkout left unpaid or a cart left alone (on until switched off)',
    access: 'logged in',
    errors: [],
    answer: checkoutRemindersResponseSchema,
  })
  async get(@CurrentUser() user: AuthenticatedUser): Promise<CheckoutRemindersResponse> {
    return { success: true, enabled: await this.reminders.isEnabled(user.id), message: CHECKOUT_REMINDER_MESSAGES.loaded };
  }

  @Put('checkout-reminders')
  @Contract({
    summary: 'Switches the forgotten-checkout reminder mails on or off: { enabled }',
    access: 'logged in',
    errors: [400],
    body: putCheckoutRemindersBodySchema,
    answer: checkoutRemindersResponseSchema,
  })
  async put(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(putCheckoutRemindersBodySchema)) body: PutCheckoutRemindersBody,
  ): Promise<CheckoutRemindersResponse> {
    return { success: true, enabled: await this.reminders.setEnabled(user.id, body.enabled), message: CHECKOUT_REMINDER_MESSAGES.saved };
  }
}
