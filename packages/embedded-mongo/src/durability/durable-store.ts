import { join } from 'node:path';
import { deleteSupersededFiles, snapshotFileName } from './data-directory.js';
import { DocumentFile } from './document-file.js';
import { JournalWriter, openJournalSegment } from './journal-writer.js';
import type { Log } from '../log.js';
import { lockDataDirectory, type DirectoryLock } from './lock-file.js';
import { makePrivateDirectory, warnIfReadableByOthers } from './private-files.js';
import { encodeFrame } from './record-frame.js';
import { recoverDataDirectory, type RecoveredDirectory } from './recovery.js';
import { encodeSnapshot, readCopiedDocumentsFrom, writeSnapshot, type EncodedSnapshot } from './snapshot-file.js';

/** Any BSON-serialisable plain object; BSON types (ObjectId, Date, Long, Binary, Decimal128 ...) survive a round trip. */
export type JournalRecord = Record<string, unknown>;

export interface DurableStore {
  /** Snapshot records then journal records, in order, torn tail dropped; emptied once applied (forgetRecovered). */
  readonly recovered: JournalRecord[];
  /** Lets go of the recovered records once they are applied: they would otherwise hold an object per document. */
  forgetRecovered(): void;
  /** Resolves once the record is fsynced; appends arriving while an fsync is in flight share the next one. */
  append(record: JournalRecord): Promise<void>;
  shouldCompact(): boolean;
  /** Calls stateRecords synchronously at the rotation point. A call while a compaction runs joins that compaction. */
  compact(stateRecords: () => Iterable<JournalRecord>): Promise<void>;
  /** Flushes pending appends, fsyncs and releases the lock file; idempotent. */
  close(): Promise<void>;
}

export interface DurableStoreStats {
  appends: number;
  fsyncs: number;
  journalBytesSinceSnapshot: number;
  journalRecordsSinceSnapshot: number;
  lastSnapshotBytes: number;
  lastSnapshotRecords: number;
  compactions: number;
}

/**
 * Compaction is due once the journal since the last snapshot reaches either threshold, or half the snapshot's
 * size if that is larger. Recovery then reads at most the live state plus about one threshold of journal, and
 * the cost of writing snapshots grows with the writes, not with the writes times the state.
 */
export interface DurableStoreOptions {
  log?: Log;
  compactThresholdBytes?: number;
  compactThresholdRecords?: number;
}

export type InstrumentedDurableStore = DurableStore & { stats(): DurableStoreStats };

const DEFAULT_COMPACT_THRESHOLD_BYTES = 16 * 1024 * 1024;
const DEFAULT_COMPACT_THRESHOLD_RECORDS = 20_000;

interface FileSize {
  bytes: number;
  records: number;
}

export async function openDurableStore(dir: string, options: DurableStoreOptions = {}): Promise<InstrumentedDurableStore> {
  const log = options.log ?? (() => undefined);
  await makePrivateDirectory(dir);
  const lock = await lockDataDirectory(dir, log);
  try {
    await warnIfReadableByOthers(dir, log);
    const recovery = await recoverDataDirectory(dir, log);
    const segment = await openJournalSegment(dir, recovery.appendSequence);
    const writer = new JournalWriter(segment, recovery.journal);
    const threshold = {
      bytes: options.compactThresholdBytes ?? DEFAULT_COMPACT_THRESHOLD_BYTES,
      records: options.compactThresholdRecords ?? DEFAULT_COMPACT_THRESHOLD_RECORDS,
    };
    return new JournalStore(dir, lock, writer, recovery, threshold, log);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

class JournalStore implements InstrumentedDurableStore {
  recovered: JournalRecord[];
  private lastSnapshot: FileSize;
  /** The snapshot is in the per-document format: the first write compacts it into blocks, so the next start is fast. */
  private rewriteSnapshot: boolean;
  /** The files the recovered documents are read back from (after a compaction, the new snapshot alone). */
  private documentFiles: DocumentFile[];
  private compactions = 0;
  private compaction: Promise<void> | undefined;
  private closing: Promise<void> | undefined;

  constructor(
    private readonly dir: string,
    private readonly lock: DirectoryLock,
    private readonly writer: JournalWriter,
    recovery: RecoveredDirectory,
    private readonly compactThreshold: FileSize,
    private readonly log: Log,
  ) {
    this.recovered = recovery.records;
    this.lastSnapshot = recovery.snapshot;
    this.rewriteSnapshot = recovery.snapshot.perDocument;
    this.documentFiles = recovery.files;
  }

  forgetRecovered(): void {
    this.recovered = [];
  }

  async append(record: JournalRecord): Promise<void> {
    return this.writer.append(encodeFrame(record));
  }

  shouldCompact(): boolean {
    if (this.compaction || this.closing) return false;
    const { bytesSinceRotation, recordsSinceRotation } = this.writer.stats();
    const { compactThreshold, lastSnapshot } = this;
    return (
      this.rewriteSnapshot ||
      bytesSinceRotation >= Math.max(compactThreshold.bytes, lastSnapshot.bytes / 2) ||
      recordsSinceRotation >= Math.max(compactThreshold.records, lastSnapshot.records / 2)
    );
  }

  compact(stateRecords: () => Iterable<JournalRecord>): Promise<void> {
    if (this.closing) return Promise.reject(new Error('durable store is closed'));
    this.compaction ??= this.writeSnapshotAndRotate(stateRecords).finally(() => {
      this.compaction = undefined;
    });
    return this.compaction;
  }

  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  stats(): DurableStoreStats {
    const { appends, fsyncs, bytesSinceRotation, recordsSinceRotation } = this.writer.stats();
    return {
      appends,
      fsyncs,
      journalBytesSinceSnapshot: bytesSinceRotation,
      journalRecordsSinceSnapshot: recordsSinceRotation,
      lastSnapshotBytes: this.lastSnapshot.bytes,
      lastSnapshotRecords: this.lastSnapshot.records,
      compactions: this.compactions,
    };
  }

  private async writeSnapshotAndRotate(stateRecords: () => Iterable<JournalRecord>): Promise<void> {
    const startedAt = performance.now();
    const sequence = this.writer.currentSequence + 1;
    const next = await openJournalSegment(this.dir, sequence);
    // Rotation point: nothing between capturing the state and switching segments may yield to the event loop.
    let snapshot: EncodedSnapshot;
    try {
      snapshot = encodeSnapshot(stateRecords());
    } catch (error) {
      await next.handle.close();
      throw error;
    }
    await this.writer.rotate(next);
    this.lastSnapshot = { bytes: await writeSnapshot(this.dir, sequence, snapshot), records: snapshot.recordCount };
    this.rewriteSnapshot = false;
    this.readDocumentsFrom(DocumentFile.open(join(this.dir, snapshotFileName(sequence))), snapshot);
    await deleteSupersededFiles(this.dir, sequence);
    this.compactions++;
    const elapsed = (performance.now() - startedAt).toFixed(0);
    this.log(`wrote snapshot of ${snapshot.recordCount} records (${this.lastSnapshot.bytes} bytes) in ${elapsed} ms`);
  }

  /** Every encoded document is in the new snapshot: the files they were read from before can be closed. */
  private readDocumentsFrom(snapshotFile: DocumentFile, snapshot: EncodedSnapshot): void {
    readCopiedDocumentsFrom(snapshotFile, snapshot);
    for (const file of this.documentFiles) file.close();
    this.documentFiles = [snapshotFile];
  }

  private async shutDown(): Promise<void> {
    // A failed compaction leaves only a temp file, which the next start-up removes.
    await this.compaction?.catch(() => undefined);
    try {
      await this.writer.close();
    } finally {
      for (const file of this.documentFiles) file.close();
      await this.lock.release();
    }
  }
}
