import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ACCOUNT_CART_MESSAGES, type PutAccountCartBody, putAccountCartBodySchema } from '@shop/contracts/users/account-cart';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { SessionGuard } from '../common/auth/session.guard.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { AccountCartService } from './account-cart.service.js';

@Controller('users')
@UseGuards(SessionGuard)
export class AccountCartController {
  constructor(private readonly carts: AccountCartService) {}

  @Get('cart')
  async get(@CurrentUser() user: AuthenticatedUser) {
    return { success: true, cart: await this.carts.get(user.id), message: ACCOUNT_CART_MESSAGES.loaded };
  }

  @Put('cart')
  async put(@CurrentUser() user: AuthenticatedUser, @Body(new ZodValidationPipe(putAccountCartBodySchema)) body: PutAccountCartBody) {
    return { success: true, cart: await this.carts.put(user.id, body.cart, body.merge ?? false), message: ACCOUNT_CART_MESSAGES.saved };
  }
}
