import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { registerMigrations } from '../database/migrations/migration-registry.js';
import { PaymentProviderModule } from '../payments/payment-provider.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { DiscountsModule } from '../discounts/discounts.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { ProductsModule } from '../products/products.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { CheckoutLimits } from './checkout-limits.js';
import { CheckoutOrderWrites } from './checkout-order-writes.js';
import { CheckoutService } from './checkout.service.js';
import { OrderChangeDispatcher } from './order-change-dispatcher.js';
import { OrderExpiryService } from './order-expiry.service.js';
import { orderNotesMigration } from './order-notes.migration.js';
import { OrderPaymentsService } from './order-payments.service.js';
import { OrderQuoteService } from './order-quote.service.js';
import { OrderReadsService } from './order-reads.service.js';
import { orderStockHoldsMigration } from './order-stock-holds.migration.js';
import { OrderTransitionsService } from './order-transitions.service.js';
import { OrdersController } from './orders.controller.js';
import { OrdersService } from './orders.service.js';
import { Order, OrderSchema } from './schemas/order.schema.js';

/** Checkout, orders, their state machine and the payment window; stock is held through products' ProductStockService. */
@Module({
  imports: [
    UsersModule,
    ProductsModule,
    PaymentProviderModule,
    // Orders registers what payment events do to orders with the payments webhook (OrderPaymentsService).
    PaymentsModule,
    JobsModule,
    DiscountsModule,
    SettingsModule,
    RateLimitModule,
    MongooseModule.forFeature([{ name: Order.name, schema: OrderSchema }]),
  ],
  controllers: [OrdersController, AdminOrdersController],
  providers: [
    OrdersService,
    AdminOrdersService,
    CheckoutService,
    CheckoutLimits,
    CheckoutOrderWrites,
    OrderTransitionsService,
    OrderPaymentsService,
    OrderExpiryService,
    OrderChangeDispatcher,
    OrderReadsService,
    OrderQuoteService,
    registerMigrations(orderStockHoldsMigration, orderNotesMigration),
  ],
  exports: [OrderPaymentsService, OrderTransitionsService, OrderChangeDispatcher, OrderReadsService],
})
export class OrdersModule {}
