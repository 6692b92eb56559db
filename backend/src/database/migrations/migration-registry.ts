import { Inject, Injectable, type Provider } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Migration } from './migration-runner.js';

/** A migration id starts with the day it was written, which orders the migrations of every module. */
const DATED_ID = /^\d{4}-\d{2}-\d{2}-[a-z0-9-]+$/;

/** The migrations one module registers; found by MigrationRegistry among the app's providers. */
class RegisteredMigrations {
  constructor(readonly migrations: readonly Migration[]) {}
}

/**
 * A provider for a feature module's own migrations: `providers: [registerMigrations(orderNotesMigration)]`.
 * The database module runs them at start-up without importing the feature.
 */
export function registerMigrations(...migrations: Migration[]): Provider {
  return {
    provide: Symbol(`migrations ${migrations.map((migration) => migration.id).join(', ')}`),
    useValue: new RegisteredMigrations(migrations),
  };
}

/** Every migration the app's modules register, in id order: a migration that needs another's work gets a later id. */
@Injectable()
export class MigrationRegistry {
  // Named, not inferred: the admin CLI runs through tsx, which emits no decorator metadata.
  constructor(@Inject(DiscoveryService) private readonly discovery: DiscoveryService) {}

  all(): Migration[] {
    const migrations = this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is RegisteredMigrations => instance instanceof RegisteredMigrations)
      .flatMap((registered) => registered.migrations);
    return inIdOrder(migrations);
  }
}

/** Refuses an undated or twice-registered id, which would run out of order or twice. */
export function inIdOrder(migrations: readonly Migration[]): Migration[] {
  const ids = new Set<string>();
  for (const { id } of migrations) {
    if (!DATED_ID.test(id)) throw new Error(`Migration id ${id} must start with the day it was written (YYYY-MM-DD-name)`);
    if (ids.has(id)) throw new Error(`Migration ${id} is registered twice`);
    ids.add(id);
  }
  return [...migrations].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
