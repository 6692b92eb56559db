import { type AdminDashboardResponse, adminDashboardResponseSchema } from '@shop/contracts/admin-dashboard/admin-dashboard';
import { Controller, Get, UseGuards } from '@nestjs/common';
import { Contract } from '../common/api-contract.decorator.js';
import { AdminGuard } from '../common/auth/admin.guard.js';
import { ADMIN_MESSAGES, adminAnswerMessage } from '../common/admin-messages.js';
import { AdminDashboardService } from './admin-dashboard.service.js';

@Controller('admin')
@UseGuards(AdminGuard)
export class AdminDashboardController {
  constructor(private readonly dashboard: AdminDashboardService) {}

  /** Everything the admin menu's dashboard shows, in one call. */
  @Get('dashboard')
  @Contract({
    summary:
      'The back office dashboard: paid orders and revenue per day for 30 days, orders waiting per status, top products, low stock, unread chats',
    access: 'admin',
    errors: [],
    answer: adminDashboardResponseSchema,
  })
  async read(): Promise<AdminDashboardResponse> {
    return { success: true, dashboard: await this.dashboard.read(), ...adminAnswerMessage(ADMIN_MESSAGES.dashboard.loaded) };
  }
}
