import type { DurableStore, JournalRecord } from '../durability/durable-store.js';

/**
 * Hands after-images of writes to the durable store. Writes are applied to memory first (in the
 * same JS turn as their checks, which makes them atomic) and appended right away in that order;
 * a command then awaits flushed() before it replies, so nothing is acknowledged before its fsync.
 * Without a store (in-memory mode) every call is a no-op.
 */
export class Journal {
  /** Counts appends, so a caller can tell whether its command wrote anything. */
  appendCount = 0;
  private readonly inflight = new Set<Promise<void>>();
  private replaying = false;
  private compaction?: Promise<void>;
  private stateRecords: () => Iterable<JournalRecord> = () => [];

  constructor(
    private readonly store: DurableStore | undefined,
    private readonly log: (line: string) => void,
  ) {}

  /** Tells compaction how to describe the whole current state. */
  describeStateWith(stateRecords: () => Iterable<JournalRecord>): void {
    this.stateRecords = stateRecords;
  }

  write(record: JournalRecord): void {
    if (!this.store || this.replaying) return;
    const appended = this.store.append(record);
    this.appendCount++;
    this.inflight.add(appended);
    appended.then(
      () => this.inflight.delete(appended),
      () => this.inflight.delete(appended),
    );
  }

  /** Resolves once every record appended so far is on disk; rejects if one of them failed. */
  async flushed(): Promise<void> {
    await Promise.all([...this.inflight]);
    if (this.store && !this.compaction && this.store.shouldCompact()) {
      this.compaction = this.store
        .compact(this.stateRecords)
        .catch((error: unknown) => this.log(`journal compaction failed: ${String(error)}`))
        .finally(() => (this.compaction = undefined));
    }
  }

  /** Applies recovered records without appending them again. */
  replay(apply: (record: JournalRecord) => void): void {
    if (!this.store) return;
    this.replaying = true;
    try {
      for (const record of this.store.recovered) apply(record);
      this.store.forgetRecovered();
    } finally {
      this.replaying = false;
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.inflight]);
    await this.compaction;
    await this.store?.close();
  }
}
