import { Controller, Get, Header, Headers, HttpCode, HttpStatus, Inject, Post, type RawBodyRequest, Req } from '@nestjs/common';
import type { Request } from 'express';
import { REVALIDATE_CACHE_CONTROL } from '../common/cache-control.js';
import { type PaymentConfigResponse, paymentConfigResponseSchema } from '@shop/contracts/payments/payment-config';
import { type MessageResponse, messageResponseSchema } from '@shop/contracts/message-response';
import * as z from 'zod/mini';
import { Contract } from '../common/api-contract.decorator.js';
import { toPaymentConfigResponse } from './payment-config.mapper.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { PaymentWebhookService, type WebhookOutcome } from './payment-webhook.service.js';

const OUTCOME_MESSAGES: Record<WebhookOutcome, string> = {
  processed: 'Event processed',
  duplicate: 'Event already processed',
  ignored: 'Event ignored',
};

/** What the API document says of a webhook's body; the signature check reads the raw bytes. */
const STRIPE_EVENT = z.looseObject({ id: z.string(), type: z.string() });

@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly webhooks: PaymentWebhookService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /**
   * Public: tells the checkout pages whether to load Stripe.js, and with which key. Revalidated on every
   * read, so a checkout never keeps a provider or key from before a redeploy.
   */
  @Get('config')
  @Header('Cache-Control', REVALIDATE_CACHE_CONTROL)
  @Contract({
    summary: 'The payment provider and the key its browser script loads with',
    access: 'public',
    errors: [],
    answer: paymentConfigResponseSchema,
  })
  config(): PaymentConfigResponse {
    return toPaymentConfigResponse(this.provider);
  }

  /** Stripe's webhook endpoint; exempt from the CSRF header rule, trusted only through its signature. */
  @Post('webhook')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: "The payment provider's events, verified by their Stripe-Signature",
    access: 'public',
    errors: [400],
    body: STRIPE_EVENT,
    answer: messageResponseSchema,
  })
  async webhook(
    @Req() request: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<MessageResponse> {
    const outcome = await this.webhooks.receive(request.rawBody, signature);
    return { success: true, message: OUTCOME_MESSAGES[outcome] };
  }
}
