import { Module } from '@nestjs/common';
import { ChatModule } from '../chat/chat.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { ProductsModule } from '../products/products.module.js';
import { AdminDashboardController } from './admin-dashboard.controller.js';
import { AdminDashboardService } from './admin-dashboard.service.js';

/** The admin menu's dashboard: read-only summaries that orders, products and chat offer through their services. */
@Module({
  imports: [OrdersModule, ProductsModule, ChatModule],
  controllers: [AdminDashboardController],
  providers: [AdminDashboardService],
})
export class AdminDashboardModule {}
