import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { CommandFailedEvent, CommandSucceededEvent } from 'mongodb';
// The default import: Node's ESM view of mongoose has no named Connection export.
import mongoose from 'mongoose';
import { ShopMetricsService } from './shop-metrics.service.js';

/** Times each database command through the driver's command monitoring (the connection sets monitorCommands). */
@Injectable()
export class DatabaseMetrics implements OnModuleInit {
  constructor(
    @InjectConnection() private readonly connection: mongoose.Connection,
    private readonly metrics: ShopMetricsService,
  ) {}

  onModuleInit(): void {
    const client = this.connection.getClient();
    client.on('commandSucceeded', (event: CommandSucceededEvent) => this.observe(event, 'succeeded'));
    client.on('commandFailed', (event: CommandFailedEvent) => this.observe(event, 'failed'));
  }

  private observe(event: CommandSucceededEvent | CommandFailedEvent, outcome: 'succeeded' | 'failed'): void {
    this.metrics.observeDatabaseCommand(event.commandName, outcome, event.duration / 1000);
  }
}
