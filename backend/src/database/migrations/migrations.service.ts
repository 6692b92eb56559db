import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
// The default import: Node's ESM view of mongoose has no named Connection export.
import mongoose from 'mongoose';
import { chatUnreadCountsMigration } from '../../chat/chat-unread-counts.migration.js';
import { orderNotesMigration } from '../../orders/order-notes.migration.js';
import { orderStockHoldsMigration } from '../../orders/order-stock-holds.migration.js';
import { productNameSearchMigration } from '../../products/product-name-search.migration.js';
import { type Migration, MigrationRunner } from './migration-runner.js';
import { objectIdReferencesMigration } from './object-id-references.migration.js';

/** Every migration, oldest first; append new ones. */
export const MIGRATIONS: readonly Migration[] = [objectIdReferencesMigration, chatUnreadCountsMigration, orderStockHoldsMigration, orderNotesMigration, productNameSearchMigration];

/** Brings stored data up to date at start-up, before the app's bootstrap work (expiry sweep, demo data) and its first request. */
@Injectable()
export class MigrationsService implements OnModuleInit {
  private readonly logger = new Logger('Migrations');

  constructor(@InjectConnection() private readonly connection: mongoose.Connection) {}

  async onModuleInit(): Promise<void> {
    await new MigrationRunner(this.connection.db!, (line) => this.logger.log(line)).runAll(MIGRATIONS);
  }
}
