import type { AdminDashboardResponse } from '@shop/contracts/admin-dashboard/admin-dashboard';
import { Controller, Get, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../common/auth/admin.guard.js';
import { ADMIN_MESSAGES } from '../common/admin-messages.js';
import { AdminDashboardService } from './admin-dashboard.service.js';

@Controller('admin')
@UseGuards(AdminGuard)
export class AdminDashboardController {
  constructor(private readonly dashboard: AdminDashboardService) {}

  /** Everything the admin menu's dashboard shows, in one call. */
  @Get('dashboard')
  async read(): Promise<AdminDashboardResponse> {
    return { success: true, dashboard: await this.dashboard.read(), message: ADMIN_MESSAGES.dashboard.loaded };
  }
}
