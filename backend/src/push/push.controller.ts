import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Req, UseGuards } from '@nestjs/common';
import {
  backInStockRequestSchema,
  PUSH_MESSAGES,
  pushPreferencesPatchSchema,
  type PushPreferencesResponse,
  type PushPublicKeyResponse,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  type BackInStockRequest,
  type PushPreferencesPatch,
  type PushSubscriptionBody,
  type PushUnsubscribeBody,
} from '@shop/contracts/push';
import type { Request } from 'express';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { SessionGuard } from '../common/auth/session.guard.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { BackInStockService } from './back-in-stock.service.js';
import { PushPreferencesService } from './push-preferences.service.js';
import { PushSender } from './push-sender.js';
import { PushSubscriptionsService } from './push-subscriptions.service.js';

/** A logged-in shopper's devices, switches and "Notify me" requests; each call acts on the caller's own only. */
@Controller('push')
@UseGuards(SessionGuard)
export class PushController {
  constructor(
    private readonly sender: PushSender,
    private readonly subscriptions: PushSubscriptionsService,
    private readonly preferences: PushPreferencesService,
    private readonly backInStock: BackInStockService,
  ) {}

  @Get('publicKey')
  publicKey(): PushPublicKeyResponse {
    return { success: true, publicKey: this.sender.publicKey, message: PUSH_MESSAGES.publicKey };
  }

  @Post('subscriptions')
  @HttpCode(200)
  async subscribe(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: Request,
    @Body(new ZodValidationPipe(pushSubscriptionSchema)) body: PushSubscriptionBody,
  ) {
    await this.subscriptions.subscribe(user.id, request.sessionID, body);
    return { success: true, message: PUSH_MESSAGES.subscribed };
  }

  @Delete('subscriptions')
  async unsubscribe(@CurrentUser() user: AuthenticatedUser, @Body(new ZodValidationPipe(pushUnsubscribeSchema)) body: PushUnsubscribeBody) {
    await this.subscriptions.unsubscribe(user.id, body.endpoint);
    return { success: true, message: PUSH_MESSAGES.unsubscribed };
  }

  @Get('preferences')
  async getPreferences(@CurrentUser() user: AuthenticatedUser): Promise<PushPreferencesResponse> {
    return { success: true, preferences: await this.preferences.get(user.id), message: PUSH_MESSAGES.preferencesLoaded };
  }

  @Patch('preferences')
  async updatePreferences(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(pushPreferencesPatchSchema)) patch: PushPreferencesPatch,
  ): Promise<PushPreferencesResponse> {
    return { success: true, preferences: await this.preferences.update(user.id, patch), message: PUSH_MESSAGES.preferencesSaved };
  }

  @Post('backInStock')
  @HttpCode(200)
  async requestBackInStock(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(backInStockRequestSchema)) body: BackInStockRequest,
  ) {
    await this.backInStock.request(user.id, body.proID.toLowerCase(), body.subType);
    return { success: true, message: PUSH_MESSAGES.backInStockSaved };
  }
}
