import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
// The default import: Node's ESM view of mongoose has no named Connection export.
import mongoose from 'mongoose';

export const PING_TIMEOUT_MS = 2_000;

@Injectable()
export class HealthService {
  constructor(@InjectConnection() private readonly connection: mongoose.Connection) {}

  /** Pings the database; answers 503 when it does not reply in time. */
  async checkDatabase(): Promise<void> {
    try {
      await withTimeout(this.ping(), PING_TIMEOUT_MS);
    } catch {
      throw new ServiceUnavailableException('Database unavailable');
    }
  }

  private async ping(): Promise<void> {
    if (!this.connection.db) throw new Error('not connected');
    await this.connection.db.command({ ping: 1 });
  }
}

function withTimeout<T>(work: Promise<T>, milliseconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${milliseconds} ms`)), milliseconds);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
