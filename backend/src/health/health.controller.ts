import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, type HealthCheckResult, type HealthIndicatorFunction, MongooseHealthIndicator } from '@nestjs/terminus';
import { InjectConnection } from '@nestjs/mongoose';
import { type HealthCheckResponse, healthCheckResponseSchema, type HealthResponse, healthResponseSchema } from '@shop/contracts/health';
import { Contract } from '../common/api-contract.decorator.js';
// The default import: Node's ESM view of mongoose has no named Connection export.
import mongoose from 'mongoose';

const PING_TIMEOUT_MS = 2_000;

@Controller('health')
export class HealthController {
  private readonly databaseAnswers: HealthIndicatorFunction;

  constructor(
    private readonly checks: HealthCheckService,
    mongooseIndicator: MongooseHealthIndicator,
    @InjectConnection() connection: mongoose.Connection,
  ) {
    this.databaseAnswers = () => mongooseIndicator.pingCheck('database', { connection }).withTimeout(PING_TIMEOUT_MS);
  }

  /** The original check (benchmarks, e2e and the container health check wait on it): the database answers a ping. */
  @Get()
  @Contract({
    summary: 'Database ping (benchmarks, e2e and the container health check)',
    access: 'public',
    errors: [503],
    answer: healthResponseSchema,
  })
  async getHealth(): Promise<HealthResponse> {
    await this.checks.check([this.databaseAnswers]).catch(() => {
      throw new ServiceUnavailableException('Database unavailable');
    });
    return { success: true, status: 'ok', db: 'up' };
  }

  /** Liveness: the process answers HTTP. Restart the instance when this fails. */
  @Get('live')
  @Contract({ summary: 'Liveness: the process answers', access: 'public', errors: [], answer: healthCheckResponseSchema })
  live(): Promise<HealthCheckResponse> {
    return this.checks.check([]);
  }

  /**
   * Readiness: the database answers. Route traffic elsewhere while this fails. While migrations run, the
   * port is held by answerWhileStarting (starting-server.ts), which answers 503 here.
   */
  @Get('ready')
  @Contract({ summary: 'Readiness: the database answers', access: 'public', errors: [503], answer: healthCheckResponseSchema })
  ready(): Promise<HealthCheckResponse> {
    return this.checks.check([this.databaseAnswers]).catch((error: unknown) => {
      throw notReady(error);
    });
  }
}

/** Keeps the one error shape: terminus answers 503 with its own body, which names the failed checks. */
function notReady(error: unknown): unknown {
  if (!(error instanceof ServiceUnavailableException)) return error;
  const { error: failed = {} } = error.getResponse() as Partial<HealthCheckResult>;
  return new ServiceUnavailableException(`Not ready: ${Object.keys(failed).join(', ')} down`);
}
