import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Conversation, ConversationSchema } from '../chat/schemas/conversation.schema.js';
import { OrdersModule } from '../orders/orders.module.js';
import { Product, ProductSchema } from '../products/schemas/product.schema.js';
import { AdminDashboardController } from './admin-dashboard.controller.js';
import { AdminDashboardService } from './admin-dashboard.service.js';

/** The admin menu's dashboard: read-only aggregations over orders, products and chats. */
@Module({
  imports: [
    OrdersModule,
    // Read only: the dashboard aggregates over the products' and the chat's collections.
    MongooseModule.forFeature([
      { name: Product.name, schema: ProductSchema },
      { name: Conversation.name, schema: ConversationSchema },
    ]),
  ],
  controllers: [AdminDashboardController],
  providers: [AdminDashboardService],
})
export class AdminDashboardModule {}
