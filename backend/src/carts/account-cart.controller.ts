import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import {
  ACCOUNT_CART_MESSAGES,
  type AccountCartResponse,
  accountCartResponseSchema,
  type PutAccountCartBody,
  putAccountCartBodySchema,
} from '@shop/contracts/users/account-cart';
import { Contract } from '../common/api-contract.decorator.js';
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
  @Contract({
    summary: "The account's cart, kept by the shop for every device",
    access: 'logged in',
    errors: [],
    answer: accountCartResponseSchema,
  })
  async get(@CurrentUser() user: AuthenticatedUser): Promise<AccountCartResponse> {
    return { success: true, cart: await this.carts.get(user.id), message: ACCOUNT_CART_MESSAGES.loaded };
  }

  @Put('cart')
  @Contract({
    summary: "Replaces the account's cart, or merges the device's into it at login (merge: true)",
    access: 'logged in',
    errors: [400],
    body: putAccountCartBodySchema,
    answer: accountCartResponseSchema,
  })
  async put(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(putAccountCartBodySchema)) body: PutAccountCartBody,
  ): Promise<AccountCartResponse> {
    return { success: true, cart: await this.carts.put(user.id, body.cart, body.merge ?? false), message: ACCOUNT_CART_MESSAGES.saved };
  }
}
