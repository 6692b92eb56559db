import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Collection, Db } from 'mongodb';
import { isDuplicateKeyError } from '../../common/duplicate-key.js';

export const MIGRATIONS_COLLECTION = 'migrations';

/** A one-off change to stored data, applied once at start-up before the app uses the data. */
export interface Migration {
  /** YYYY-MM-DD-name, the day it was written (see registerMigrations); recorded once applied; never reuse or rename one. */
  id: string;
  /** Must be safe to run again over its own partial work: a claimant that died mid-way is taken over. */
  up(db: Db, log: (line: string) => void): Promise<void>;
}

/** One migration as recorded in the migrations collection. */
export interface MigrationRecord {
  _id: string;
  claimedBy: string;
  /** Renewed while the claimant runs the migration. */
  heartbeatAt: Date;
  appliedAt: Date | null;
}

export interface MigrationTimings {
  heartbeatMs: number;
  /** A claim not renewed for this long belongs to a runner that died: another runner takes it over. */
  staleAfterMs: number;
  /** How often a runner waiting for another one's migration looks again. */
  pollMs: number;
}

export const DEFAULT_MIGRATION_TIMINGS: MigrationTimings = { heartbeatMs: 5_000, staleAfterMs: 30_000, pollMs: 250 };

/**
 * Applies migrations in order, each once across every instance sharing the database: a runner claims a
 * migration by inserting its record (the _id is the migration's id, so of several runners one insert wins),
 * runs it and marks it applied, while the others wait for that mark.
 */
export class MigrationRunner {
  private readonly runnerId = randomUUID();
  private readonly records: Collection<MigrationRecord>;

  constructor(
    private readonly db: Db,
    private readonly log: (line: string) => void,
    private readonly timings: MigrationTimings = DEFAULT_MIGRATION_TIMINGS,
  ) {
    this.records = db.collection<MigrationRecord>(MIGRATIONS_COLLECTION);
  }

  /** Answers the ids of the migrations this runner applied itself. */
  async runAll(migrations: readonly Migration[]): Promise<string[]> {
    // One read for all that are done, rather than a refused claim and a read each (two round trips per migration at every start).
    const done = await this.records.distinct('_id', {
      _id: { $in: migrations.map((migration) => migration.id) },
      appliedAt: { $ne: null },
    });
    const applied: string[] = [];
    for (const migration of migrations) {
      if (!done.includes(migration.id) && (await this.runOnce(migration))) applied.push(migration.id);
    }
    return applied;
  }

  /** Answers false when another runner applied the migration. */
  private async runOnce(migration: Migration): Promise<boolean> {
    let waitLogged = false;
    for (;;) {
      if (await this.claim(migration.id)) return this.apply(migration);
      // No record: its claimant failed and released it, so claim it again.
      const record = await this.records.findOne({ _id: migration.id });
      if (record?.appliedAt) return false;
      if (record && (await this.takeOverIfStale(record))) return this.apply(migration);
      if (record && !waitLogged) {
        this.log(`Waiting for migration ${migration.id}, which another instance is applying`);
        waitLogged = true;
      }
      await sleep(this.timings.pollMs);
    }
  }

  private async claim(id: string): Promise<boolean> {
    try {
      await this.records.insertOne({ _id: id, claimedBy: this.runnerId, heartbeatAt: new Date(), appliedAt: null });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  private async takeOverIfStale(record: MigrationRecord): Promise<boolean> {
    if (Date.now() - record.heartbeatAt.getTime() < this.timings.staleAfterMs) return false;
    const takeover = await this.records.updateOne(
      { _id: record._id, appliedAt: null, claimedBy: record.claimedBy, heartbeatAt: record.heartbeatAt },
      { $set: { claimedBy: this.runnerId, heartbeatAt: new Date() } },
    );
    return takeover.modifiedCount === 1;
  }

  /** Runs a claimed migration. On failure the claim is released, so that the next start-up tries again. */
  private async apply(migration: Migration): Promise<true> {
    const mine = { _id: migration.id, claimedBy: this.runnerId };
    // A lost heartbeat at worst lets another runner take over and run the migration again, which it allows.
    const heartbeat = setInterval(() => {
      this.records.updateOne(mine, { $set: { heartbeatAt: new Date() } }).catch(() => undefined);
    }, this.timings.heartbeatMs);
    try {
      await migration.up(this.db, this.log);
    } catch (error) {
      await this.records.deleteOne({ ...mine, appliedAt: null });
      throw new Error(`Migration ${migration.id} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    } finally {
      clearInterval(heartbeat);
    }
    await this.records.updateOne({ _id: migration.id }, { $set: { appliedAt: new Date() } });
    this.log(`Applied migration ${migration.id}`);
    return true;
  }
}
