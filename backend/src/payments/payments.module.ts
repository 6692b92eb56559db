import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PaymentEventsService } from './payment-events.service.js';
import { PaymentProviderModule } from './payment-provider.module.js';
import { PaymentWebhookService } from './payment-webhook.service.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentEvent, PaymentEventSchema } from './schemas/payment-event.schema.js';
import { TestCheckoutController } from './test-checkout.controller.js';

/**
 * The provider's webhook, and the test provider's checkout page. Orders decide what a payment changes: the orders
 * module registers its PaymentOutcomes with PaymentWebhookService, so payments imports nothing of orders.
 */
@Module({
  imports: [PaymentProviderModule, MongooseModule.forFeature([{ name: PaymentEvent.name, schema: PaymentEventSchema }])],
  controllers: [PaymentsController, TestCheckoutController],
  providers: [PaymentEventsService, PaymentWebhookService],
  exports: [PaymentWebhookService],
})
export class PaymentsModule {}
