import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { PushModule } from './push.module.js';
import { PushOrderChanges } from './push-order-changes.js';
import { RestockOrderChanges } from './restock-order-changes.js';

/**
 * The order pushes and the restocks cancellations make, apart from PushModule because OrdersModule imports
 * that one (checkouts record sell-outs): this module can import both.
 */
@Module({
  imports: [OrdersModule, PushModule, JobsModule],
  providers: [PushOrderChanges, RestockOrderChanges],
})
export class PushOrdersModule {}
