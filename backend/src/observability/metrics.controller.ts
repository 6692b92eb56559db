import { Controller, Get, Header, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { MetricsAccessGuard } from './metrics-access.guard.js';
import { ShopMetricsService } from './shop-metrics.service.js';

@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: ShopMetricsService) {}

  /** Prometheus's text format, for a scraper. */
  @Get()
  @UseGuards(MetricsAccessGuard)
  @Header('Cache-Control', 'no-store')
  scrape(@Res({ passthrough: true }) response: Response): Promise<string> {
    response.type(this.metrics.contentType);
    return this.metrics.scrape();
  }
}
