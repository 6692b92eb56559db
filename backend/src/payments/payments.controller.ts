import { Controller, Headers, HttpCode, HttpStatus, Post, type RawBodyRequest, Req } from '@nestjs/common';
import type { Request } from 'express';
import { PaymentWebhookService, type WebhookOutcome } from './payment-webhook.service.js';

const OUTCOME_MESSAGES: Record<WebhookOutcome, string> = {
  processed: 'Event processed',
  duplicate: 'Event already processed',
  ignored: 'Event ignored',
};

@Controller('payments')
export class PaymentsController {
  constructor(private readonly webhooks: PaymentWebhookService) {}

  /** Stripe's webhook endpoint; exempt from the CSRF header rule, trusted only through its signature. */
  @Post('webhook')
  @HttpCode(HttpStatus.OK)
  async webhook(@Req() request: RawBodyRequest<Request>, @Headers('stripe-signature') signature: string | undefined) {
    const outcome = await this.webhooks.receive(request.rawBody, signature);
    return { success: true, message: OUTCOME_MESSAGES[outcome] };
  }
}
