import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { TestCheckoutOutcome, TestCheckoutOutcomeSchema } from './schemas/test-checkout-outcome.schema.js';
import { TestPaymentProvider } from './test-payment.provider.js';

/**
 * The payment provider the shop uses: Stripe when STRIPE_SECRET_KEY is set, otherwise the local test
 * provider. Orders open and close sessions through it; the payments module verifies its webhooks.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: TestCheckoutOutcome.name, schema: TestCheckoutOutcomeSchema }])],
  providers: [
    TestPaymentProvider,
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG, TestPaymentProvider],
      // The Stripe SDK is loaded only when the shop takes payments through Stripe.
      useFactory: async (config: AppConfig, testProvider: TestPaymentProvider): Promise<PaymentProvider> =>
        config.stripeSecretKey ? new (await import('./stripe-payment.provider.js')).StripePaymentProvider(config) : testProvider,
    },
  ],
  exports: [PAYMENT_PROVIDER, TestPaymentProvider],
})
export class PaymentProviderModule {}
