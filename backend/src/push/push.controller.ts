import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Req, UseGuards } from '@nestjs/common';
import {
  backInStockRequestSchema,
  PUSH_MESSAGES,
  pushPreferencesPatchSchema,
  type PushPreferencesResponse,
  pushPreferencesResponseSchema,
  type PushPublicKeyResponse,
  pushPublicKeyResponseSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  type BackInStockRequest,
  type PushPreferencesPatch,
  type PushSubscriptionBody,
  type PushUnsubscribeBody,
} from '@shop/contracts/push';
import { type MessageResponse, messageResponseSchema } from '@shop/contracts/message-response';
import type { Request } from 'express';
import { Contract } from '../common/api-contract.decorator.js';
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
  @Contract({
    summary: "The VAPID public key: PushManager.subscribe's applicationServerKey",
    access: 'logged in',
    errors: [],
    answer: pushPublicKeyResponseSchema,
  })
  publicKey(): PushPublicKeyResponse {
    return { success: true, publicKey: this.sender.publicKey, message: PUSH_MESSAGES.publicKey };
  }

  @Post('subscriptions')
  @HttpCode(200)
  @Contract({
    summary: "Stores this device's push subscription for the shopper (PushSubscription.toJSON()); an account keeps its 10 latest devices",
    access: 'logged in',
    errors: [400, 409, 429],
    body: pushSubscriptionSchema,
    answer: messageResponseSchema,
  })
  async subscribe(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: Request,
    @Body(new ZodValidationPipe(pushSubscriptionSchema)) body: PushSubscriptionBody,
  ): Promise<MessageResponse> {
    await this.subscriptions.subscribe(user.id, request.sessionID, body);
    return { success: true, message: PUSH_MESSAGES.subscribed };
  }

  @Delete('subscriptions')
  @Contract({
    summary: "Removes the shopper's own subscription with this endpoint",
    access: 'logged in',
    errors: [400],
    body: pushUnsubscribeSchema,
    answer: messageResponseSchema,
  })
  async unsubscribe(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(pushUnsubscribeSchema)) body: PushUnsubscribeBody,
  ): Promise<MessageResponse> {
    await this.subscriptions.unsubscribe(user.id, body.endpoint);
    return { success: true, message: PUSH_MESSAGES.unsubscribed };
  }

  @Get('preferences')
  @Contract({
    summary: "The shopper's switch per kind of notification (shipping, chat, backInStock)",
    access: 'logged in',
    errors: [],
    answer: pushPreferencesResponseSchema,
  })
  async getPreferences(@CurrentUser() user: AuthenticatedUser): Promise<PushPreferencesResponse> {
    return { success: true, preferences: await this.preferences.get(user.id), message: PUSH_MESSAGES.preferencesLoaded };
  }

  @Patch('preferences')
  @Contract({
    summary: 'Switches kinds of notification on or off',
    access: 'logged in',
    errors: [400],
    body: pushPreferencesPatchSchema,
    answer: pushPreferencesResponseSchema,
  })
  async updatePreferences(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(pushPreferencesPatchSchema)) patch: PushPreferencesPatch,
  ): Promise<PushPreferencesResponse> {
    return { success: true, preferences: await this.preferences.update(user.id, patch), message: PUSH_MESSAGES.preferencesSaved };
  }

  @Post('backInStock')
  @HttpCode(200)
  @Contract({
    summary: '"Notify me" when a sold-out sub-type is back in stock',
    access: 'logged in',
    errors: [400, 404, 409],
    body: backInStockRequestSchema,
    answer: messageResponseSchema,
  })
  async requestBackInStock(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(backInStockRequestSchema)) body: BackInStockRequest,
  ): Promise<MessageResponse> {
    await this.backInStock.request(user.id, body.proID.toLowerCase(), body.subType);
    return { success: true, message: PUSH_MESSAGES.backInStockSaved };
  }
}
