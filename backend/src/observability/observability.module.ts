import { type DynamicModule, Global, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { DatabaseMetrics } from './database-metrics.js';
import { MetricsController } from './metrics.controller.js';
import { MetricsAccessGuard } from './metrics-access.guard.js';
import { ShopMetricsService } from './shop-metrics.service.js';

/**
 * Structured logs through `logger` (Nest's Logger writes to it; createApp mounts its request logger first,
 * hence useExisting) and the Prometheus metrics at GET /api/metrics.
 */
@Global()
@Module({})
export class ObservabilityModule {
  static forRoot(logger: Logger): DynamicModule {
    return {
      module: ObservabilityModule,
      imports: [LoggerModule.forRoot({ pinoHttp: { logger }, useExisting: true })],
      controllers: [MetricsController],
      providers: [ShopMetricsService, MetricsAccessGuard, DatabaseMetrics],
      exports: [ShopMetricsService],
    };
  }
}
