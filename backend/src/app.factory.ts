import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module.js';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import { useJsonBodyParser } from './common/json-body.js';
import { securityHeaders } from './common/security-headers.js';
import { type EnvironmentOverrides, loadConfig } from './config/app-config.js';
import { httpMetrics } from './observability/http-metrics.js';
import { createLogger, httpLogger, type LoggerOption, logLevelFor } from './observability/logging.js';
import { ShopMetricsService } from './observability/shop-metrics.service.js';
import { apiDocsOnDemand } from './openapi/api-docs-on-demand.js';
import { servePwa } from './pwa-hosting/pwa-hosting.js';

const API_PREFIX = 'api';

export interface CreateAppOptions {
  /** The environment the app reads instead of process.env: tests pass a literal one, so nothing of the shell reaches them. */
  env?: EnvironmentOverrides;
  logger?: LoggerOption;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

/**
 * The whole configured application, initialised (database connected, demo data seeded) but not yet
 * listening: main.ts listens on the configured port; tests hand it to supertest.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const config = loadConfig(options.env);
  const logger = await createLogger(config, logLevelFor(options.logger, config.logLevel), options.logStream);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, logger), {
    bufferLogs: true,
    abortOnError: false,
  });
  // X-Forwarded-* (client IP, https) is believed from as many proxies as TRUST_PROXY names, and never inferred.
  app.set('trust proxy', config.trustProxyHops);
  app.useLogger(app.get(Logger));
  app.use(httpLogger(logger));
  app.use(httpMetrics(app.get(ShopMetricsService)));
  app.use(securityHeaders());
  app.use(compression());
  useJsonBodyParser(app);
  servePwa(app, config.pwaDist, API_PREFIX);
  app.setGlobalPrefix(API_PREFIX);
  app.use(apiDocsOnDemand(app, API_PREFIX, config));
  app.useGlobalFilters(new AllExceptionsFilter());
  try {
    await app.init();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
