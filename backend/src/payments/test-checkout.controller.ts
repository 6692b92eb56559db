import { Controller, Get, Header, HttpStatus, Inject, NotFoundException, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Contract } from '../common/api-contract.decorator.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { PaymentWebhookService } from './payment-webhook.service.js';
import { renderTestCheckoutEndedPage, renderTestCheckoutPage } from './test-checkout.page.js';
import { TestPaymentProvider } from './test-payment.provider.js';

const UNKNOWN_SESSION = 'This checkout does not exist.';
const ENDED_SESSION = 'This checkout has ended: it expired or was already paid.';

/**
 * The local test provider's hosted checkout page, only while it is the provider. Its two forms post
 * without the X-Requested-With header (a form cannot send one): the CSRF middleware lets them through
 * when the browser names the shop's own origin, and the session id in the path is unguessable.
 */
@Controller('payments/test-checkout/:sessionId')
export class TestCheckoutController {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly testProvider: TestPaymentProvider,
    private readonly webhooks: PaymentWebhookService,
  ) {}

  @Get()
  @Contract({
    summary: "The test provider's checkout page (no real money)",
    access: 'public',
    errors: [404, 410],
    answer: { description: 'The page', contentType: 'text/html' },
  })
  // The page's forms must carry the shop's Origin, which the default no-referrer policy would blank out.
  @Header('Referrer-Policy', 'same-origin')
  @Header('Cache-Control', 'no-store')
  async page(@Param('sessionId') sessionId: string, @Res() response: Response): Promise<void> {
    const session = await this.sessionOf(sessionId);
    if (!session) sendPage(response, HttpStatus.NOT_FOUND, renderTestCheckoutEndedPage(UNKNOWN_SESSION));
    else if (session.status !== 'open' || session.expiresAt <= new Date()) {
      sendPage(response, HttpStatus.GONE, renderTestCheckoutEndedPage(ENDED_SESSION));
    } else sendPage(response, HttpStatus.OK, renderTestCheckoutPage(session));
  }

  /** Pays, has the signed event handled exactly as a webhook delivery would be, and returns to the shop. */
  @Post('pay')
  @Contract({
    summary: 'Pays a test session, then returns to the shop',
    access: 'public',
    errors: [404, 410],
    answer: { description: 'Back to the shop', status: 303 },
  })
  async pay(@Param('sessionId') sessionId: string, @Res() response: Response): Promise<void> {
    this.assertTestMode();
    const event = await this.testProvider.pay(sessionId);
    if (event) await this.webhooks.receive(Buffer.from(event.payload), event.signature);
    const session = await this.testProvider.findSession(sessionId);
    if (!session) sendPage(response, HttpStatus.NOT_FOUND, renderTestCheckoutEndedPage(UNKNOWN_SESSION));
    // A second press of Pay finds the session paid and returns to the shop as the first did.
    else if (session.status !== 'complete') sendPage(response, HttpStatus.GONE, renderTestCheckoutEndedPage(ENDED_SESSION));
    else response.redirect(HttpStatus.SEE_OTHER, session.successUrl.replace('{CHECKOUT_SESSION_ID}', session._id));
  }

  @Post('cancel')
  @Contract({
    summary: 'Leaves a test session unpaid, then returns to the shop',
    access: 'public',
    errors: [404],
    answer: { description: 'Back to the shop', status: 303 },
  })
  async cancel(@Param('sessionId') sessionId: string, @Res() response: Response): Promise<void> {
    const session = await this.sessionOf(sessionId);
    if (!session) sendPage(response, HttpStatus.NOT_FOUND, renderTestCheckoutEndedPage(UNKNOWN_SESSION));
    else response.redirect(HttpStatus.SEE_OTHER, session.cancelUrl);
  }

  private async sessionOf(sessionId: string) {
    this.assertTestMode();
    return this.testProvider.findSession(sessionId);
  }

  private assertTestMode(): void {
    if (this.provider !== this.testProvider) throw new NotFoundException();
  }
}

function sendPage(response: Response, status: number, html: string): void {
  response.status(status).type('html').send(html);
}
