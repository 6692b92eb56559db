import { Controller, Get, Header, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { Contract } from '../common/api-contract.decorator.js';
import { MetricsAccessGuard } from './metrics-access.guard.js';
import { ShopMetricsService } from './shop-metrics.service.js';

@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: ShopMetricsService) {}

  /** Prometheus's text format, for a scraper. */
  @Get()
  @UseGuards(MetricsAccessGuard)
  @Header('Cache-Control', 'no-store')
  @Contract({
    summary: 'Prometheus metrics (bearer METRICS_TOKEN; without it: open outside production, 404 in production)',
    access: 'operator',
    errors: [404],
    answer: { description: 'The metrics', contentType: 'text/plain' },
  })
  scrape(@Res({ passthrough: true }) response: Response): Promise<string> {
    response.type(this.metrics.contentType);
    return this.metrics.scrape();
  }
}
