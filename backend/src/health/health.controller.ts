import { Controller, Get } from '@nestjs/common';
import { HealthService } from './health.service.js';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  async getHealth() {
    await this.health.checkDatabase();
    return { success: true, status: 'ok', db: 'up' };
  }
}
