import { type DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { Logger } from 'pino';
import { AdminDashboardModule } from './admin-dashboard/admin-dashboard.module.js';
import { AuthModule } from './auth/auth.module.js';
import { AdminBoardsModule } from './boards/admin-boards.module.js';
import { BoardsModule } from './boards/boards.module.js';
import { CartsModule } from './carts/carts.module.js';
import { ChatModule } from './chat/chat.module.js';
import { CheckoutRemindersModule } from './checkout-reminders/checkout-reminders.module.js';
import { DomainEventsModule } from './common/events/domain-event-bus.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { DemoModule } from './demo/demo.module.js';
import { HealthModule } from './health/health.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { ObservabilityModule } from './observability/observability.module.js';
import { AdminProductsModule } from './products/admin-products.module.js';
import { OrderMailsModule } from './order-mails/order-mails.module.js';
import { OrdersModule } from './orders/orders.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { ProductsModule } from './products/products.module.js';
import { PushModule } from './push/push.module.js';
import { StorefrontHtmlModule } from './storefront-html/storefront-html.module.js';
import { UploadsModule } from './uploads/uploads.module.js';
import { SessionUsersModule } from './users/session-users.module.js';
import { UsersModule } from './users/users.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DomainEventsModule,
        SessionUsersModule,
        ObservabilityModule.forRoot(logger),
        DatabaseModule,
        JobsModule,
        HealthModule,
        ProductsModule,
        BoardsModule,
        AdminProductsModule,
        AdminBoardsModule,
        UploadsModule,
        AuthModule,
        UsersModule,
        OrdersModule,
        CartsModule,
        OrderMailsModule,
        CheckoutRemindersModule,
        PaymentsModule,
        ChatModule,
        PushModule,
        AdminDashboardModule,
        DemoModule,
        StorefrontHtmlModule,
        // The API document reads each handler's @Contract() through it (openapi/openapi.ts).
        DiscoveryModule,
      ],
    };
  }
}
