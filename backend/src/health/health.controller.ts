import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, type HealthCheckResult, MongooseHealthIndicator } from '@nestjs/terminus';
import { InjectConnection } from '@nestjs/mongoose';
// The default import: Node's ESM view of mongoose has no named Connection export.
import mongoose from 'mongoose';
import { HealthService, PING_TIMEOUT_MS } from './health.service.js';

@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly checks: HealthCheckService,
    private readonly mongoose: MongooseHealthIndicator,
    @InjectConnection() private readonly connection: mongoose.Connection,
  ) {}

  /** The original check (benchmarks, e2e and the Docker health check wait on it): the database answers a ping. */
  @Get()
  async getHealth() {
    await this.health.checkDatabase();
    return { success: true, status: 'ok', db: 'up' };
  }

  /** Liveness: the process answers HTTP. Restart the instance when this fails. */
  @Get('live')
  live(): Promise<HealthCheckResult> {
    return this.checks.check([]);
  }

  /**
   * Readiness: the database answers. Route traffic elsewhere while this fails. Migrations run before the
   * app starts listening, so an instance still migrating is not ready either: it does not answer at all.
   */
  @Get('ready')
  async ready(): Promise<HealthCheckResult> {
    try {
      return await this.checks.check([() => this.mongoose.pingCheck('database', { connection: this.connection, timeout: PING_TIMEOUT_MS })]);
    } catch (error) {
      throw notReady(error);
    }
  }
}

/** Keeps the one error shape: terminus answers 503 with its own body, which names the failed checks. */
function notReady(error: unknown): unknown {
  if (!(error instanceof ServiceUnavailableException)) return error;
  const { error: failed = {} } = error.getResponse() as Partial<HealthCheckResult>;
  return new ServiceUnavailableException(`Not ready: ${Object.keys(failed).join(', ')} down`);
}
