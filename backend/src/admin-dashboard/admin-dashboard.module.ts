import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuthModule } from '../auth/auth.module.js';
import { Conversation, ConversationSchema } from '../chat/schemas/conversation.schema.js';
import { Order, OrderSchema } from '../orders/schemas/order.schema.js';
import { Product, ProductSchema } from '../products/schemas/product.schema.js';
import { AdminDashboardController } from './admin-dashboard.controller.js';
import { AdminDashboardService } from './admin-dashboard.service.js';

/** The admin menu's dashboard: read-only aggregations over orders, products and chats. */
@Module({
  imports: [
    AuthModule,
    // Read only, as the chat module reads orders: the dashboard aggregates across three modules' collections.
    MongooseModule.forFeature([
      { name: Order.name, schema: OrderSchema },
      { name: Product.name, schema: ProductSchema },
      { name: Conversation.name, schema: ConversationSchema },
    ]),
  ],
  controllers: [AdminDashboardController],
  providers: [AdminDashboardService],
})
export class AdminDashboardModule {}
