import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, type HealthCheckResult, type HealthIndicatorFunction, MongooseHealthIndicator } from '@nestjs/terminus';
import { InjectConnection } from '@nestjs/mongoose';
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
    this.databaseAnswers = () => mongooseIndicator.pingCheck('database', { connection, timeout: PING_TIMEOUT_MS });
  }

  /** The original check (benchmarks, e2e and the container health check wait on it): the database answers a ping. */
  @Get()
  async getHealth() {
    await this.checks.check([this.databaseAnswers]).catch(() => {
      throw new ServiceUnavailableException('Database unavailable');
    });
    return { success: true, status: 'ok', db: 'up' };
  }

  /** Liveness: the process answers HTTP. Restart the instance when this fails. */
  @Get('live')
  live(): Promise<HealthCheckResult> {
    return this.checks.check([]);
  }

  /**
   * Readiness: the database answers. Route traffic elsewhere while this fails. While migrations run, the
   * port is held by answerWhileStarting (starting-server.ts), which answers 503 here.
   */
  @Get('ready')
  ready(): Promise<HealthCheckResult> {
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
