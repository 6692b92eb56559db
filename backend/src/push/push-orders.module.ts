import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { PushModule } from './push.module.js';
import { PushOrderChanges } from './push-order-changes.js';

/**
 * The order pushes, apart from PushModule because OrdersModule imports that one (stock changes announce
 * restocks): this module can import both.
 */
@Module({
  imports: [OrdersModule, PushModule],
  providers: [PushOrderChanges],
})
export class PushOrdersModule {}
