import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
// The default import: Node's ESM view of mongoose has no named Connection export.
import mongoose from 'mongoose';
import { ensureSchemaIndexes } from '../schema-indexes.js';
import { MigrationRegistry } from './migration-registry.js';
import { MigrationRunner } from './migration-runner.js';

/**
 * Brings stored data up to date at start-up, before the app's bootstrap work (expiry sweep, demo data) and its
 * first request: the pending migrations, then the indexes the models declare (which a migration may have made possible).
 */
@Injectable()
export class MigrationsService implements OnModuleInit {
  private readonly logger = new Logger('Migrations');

  constructor(
    @InjectConnection() private readonly connection: mongoose.Connection,
    // Named, not inferred: the admin CLI runs through tsx, which emits no decorator metadata.
    @Inject(MigrationRegistry) private readonly registry: MigrationRegistry,
  ) {}

  async onModuleInit(): Promise<void> {
    const { db } = this.connection;
    if (!db) throw new Error('Migrations run on a connected database'); // Nest initialises modules after MongooseModule connects
    const log = (line: string) => this.logger.log(line);
    await new MigrationRunner(db, log).runAll(this.registry.all());
    await ensureSchemaIndexes(this.connection, log);
  }
}
