import { Logger, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AuthModule } from '../auth/auth.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { ProductsModule } from '../products/products.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { UsersModule } from '../users/users.module.js';
import { BackInStockService } from './back-in-stock.service.js';
import { PushController } from './push.controller.js';
import { PushEndpointPolicy } from './push-endpoint-policy.js';
import { PushEventSubscriptions } from './push-event-subscriptions.js';
import { PushOrderChanges } from './push-order-changes.js';
import { PushNotificationsService } from './push-notifications.service.js';
import { PushPreferencesService } from './push-preferences.service.js';
import { PushSender } from './push-sender.js';
import { PushSubscriptionsService } from './push-subscriptions.service.js';
import { RestockOrderChanges } from './restock-order-changes.js';
import { BackInStockRequest, BackInStockRequestSchema } from './schemas/back-in-stock-request.schema.js';
import { PushPreference, PushPreferenceSchema } from './schemas/push-preferences.schema.js';
import { PushSubscription, PushSubscriptionSchema } from './schemas/push-subscription.schema.js';
import { RestockNotice, RestockNoticeSchema } from './schemas/restock-notice.schema.js';
import { RestockWatch, RestockWatchSchema } from './schemas/restock-watch.schema.js';
import { resolveVapidDetails, VAPID_DETAILS } from './vapid-keys.js';

/**
 * Web push to shoppers' devices: subscriptions, switches per kind, "Notify me", and the sending. It hears
 * of order changes from the orders' dispatcher, and of sell-outs, admin stock edits, chat replies and
 * logouts through the events those features publish (common/events): no feature imports this module.
 */
@Module({
  imports: [
    AuthModule,
    RateLimitModule,
    UsersModule,
    ProductsModule,
    JobsModule,
    OrdersModule,
    MongooseModule.forFeature([
      { name: PushSubscription.name, schema: PushSubscriptionSchema },
      { name: PushPreference.name, schema: PushPreferenceSchema },
      { name: BackInStockRequest.name, schema: BackInStockRequestSchema },
      { name: RestockWatch.name, schema: RestockWatchSchema },
      { name: RestockNotice.name, schema: RestockNoticeSchema },
    ]),
  ],
  controllers: [PushController],
  providers: [
    { provide: VAPID_DETAILS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => resolveVapidDetails(config, new Logger()) },
    PushEndpointPolicy,
    PushSender,
    PushSubscriptionsService,
    PushPreferencesService,
    PushNotificationsService,
    BackInStockService,
    PushEventSubscriptions,
    PushOrderChanges,
    RestockOrderChanges,
  ],
})
export class PushModule {}
