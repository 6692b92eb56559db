import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { type Migration, MIGRATIONS_COLLECTION, type MigrationRecord, MigrationRunner, type MigrationTimings } from './migration-runner.js';
import { emptyDatabasePerTest } from './test-database.fixture.js';

// A claim goes stale after 2 s without a heartbeat: a busy machine can hold a heartbeat back for hundreds of ms.
const FAST: MigrationTimings = { heartbeatMs: 20, staleAfterMs: 2_000, pollMs: 10 };
const PAST_STALE = { timeout: FAST.staleAfterMs * 5, interval: 50 };
const quiet = () => undefined;

/** A migration that counts its runs into a collection, taking `ms` to run. */
function countingMigration(id: string, ms = 0, fail?: () => boolean): Migration {
  return {
    id,
    async up(db) {
      await sleep(ms);
      if (fail?.()) throw new Error('the disk is full');
      await db.collection('runs').insertOne({ migration: id });
    },
  };
}

describe('MigrationRunner', () => {
  const database = emptyDatabasePerTest('migrations-test');
  const runner = (timings = FAST) => new MigrationRunner(database.db, quiet, timings);
  const runsOf = (id: string) => database.db.collection('runs').countDocuments({ migration: id });
  const recordOf = (id: string) => database.db.collection<MigrationRecord>(MIGRATIONS_COLLECTION).findOne({ _id: id });

  it('applies pending migrations in order, records them, and applies nothing the second time', async () => {
    const order: string[] = [];
    const migrations: Migration[] = ['first', 'second'].map((id) => ({
      id,
      up: () => {
        order.push(id);
        return Promise.resolve();
      },
    }));

    expect(await runner().runAll(migrations)).toEqual(['first', 'second']);
    expect(await runner().runAll(migrations)).toEqual([]);
    expect(order).toEqual(['first', 'second']);
    expect(await recordOf('first')).toMatchObject({ appliedAt: expect.any(Date) });
  });

  it('of two runners starting at once, runs the migration once; the other waits until it is applied', async () => {
    const migration = countingMigration('slow', 150);
    const [first, second] = await Promise.all([runner().runAll([migration]), runner().runAll([migration])]);

    expect([...first, ...second]).toEqual(['slow']);
    expect(await runsOf('slow')).toBe(1);
    expect(await recordOf('slow')).toMatchObject({ appliedAt: expect.any(Date) });
  });

  it('keeps its claim alive while a migration runs longer than a claim takes to go stale', async () => {
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const migration: Migration = {
      id: 'long',
      async up(db) {
        await finished;
        await db.collection('runs').insertOne({ migration: 'long' });
      },
    };
    const first = runner().runAll([migration]);
    const claimed = await vi.waitFor(async () => (await recordOf('long')) ?? Promise.reject(new Error('not claimed yet')), PAST_STALE);
    // Heartbeats have carried the claim past the moment it would have gone stale without them.
    await vi.waitFor(async () => {
      expect((await recordOf('long'))?.heartbeatAt.getTime()).toBeGreaterThan(claimed.heartbeatAt.getTime() + FAST.staleAfterMs);
    }, PAST_STALE);

    const secondLog: string[] = [];
    const second = new MigrationRunner(database.db, (line) => secondLog.push(line), FAST).runAll([migration]);
    await vi.waitFor(() => expect(secondLog).toEqual(['Waiting for migration long, which another instance is applying']), PAST_STALE);
    finish();

    expect(await second).toEqual([]);
    expect(await first).toEqual(['long']);
    expect(await runsOf('long')).toBe(1);
  });

  it('takes over the claim of a runner that stopped without applying its migration', async () => {
    await database.db
      .collection<MigrationRecord>(MIGRATIONS_COLLECTION)
      .insertOne({ _id: 'orphaned', claimedBy: 'a stopped instance', heartbeatAt: new Date(Date.now() - 60_000), appliedAt: null });

    expect(await runner().runAll([countingMigration('orphaned')])).toEqual(['orphaned']);
    expect(await runsOf('orphaned')).toBe(1);
  });

  it('stops at a failing migration, releases its claim, and applies it at the next start', async () => {
    let failing = true;
    const migration = countingMigration('flaky', 0, () => failing);
    const after = countingMigration('after');

    await expect(runner().runAll([migration, after])).rejects.toThrow('Migration flaky failed: the disk is full');
    expect(await recordOf('flaky')).toBeNull();
    expect(await runsOf('after')).toBe(0);

    failing = false;
    expect(await runner().runAll([migration, after])).toEqual(['flaky', 'after']);
  });
});
