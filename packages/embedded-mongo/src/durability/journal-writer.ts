import { open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { segmentFileName, syncDirectory } from './data-directory.js';
import { writeFully } from './file-io.js';
import { PRIVATE_FILE_MODE } from './private-files.js';

export interface JournalSegment {
  readonly sequence: number;
  readonly handle: FileHandle;
}

export async function openJournalSegment(dir: string, sequence: number): Promise<JournalSegment> {
  const handle = await open(join(dir, segmentFileName(sequence)), 'a', PRIVATE_FILE_MODE);
  await syncDirectory(dir);
  return { sequence, handle };
}

/** Appends that reach the writer before the batch is flushed share one write and one fdatasync. */
interface PendingBatch {
  readonly segment: JournalSegment;
  readonly chunks: Uint8Array[];
  byteLength: number;
  closesSegment: boolean;
  readonly committed: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

export interface JournalWriterStats {
  appends: number;
  fsyncs: number;
  bytesSinceRotation: number;
  recordsSinceRotation: number;
}

/** Group-committing appender: while one batch is being written and synced, new appends gather in the next batch. */
export class JournalWriter {
  private queue: PendingBatch[] = [];
  private flushScheduled = false;
  private flushing = false;
  private closed = false;
  private failure: Error | undefined;
  private readonly counters: JournalWriterStats;

  constructor(
    private segment: JournalSegment,
    alreadyInSegment: { bytes: number; records: number },
  ) {
    this.counters = { appends: 0, fsyncs: 0, bytesSinceRotation: alreadyInSegment.bytes, recordsSinceRotation: alreadyInSegment.records };
  }

  get currentSequence(): number {
    return this.segment.sequence;
  }

  stats(): JournalWriterStats {
    return { ...this.counters };
  }

  /** Resolves once the chunks, one record's frame, are on disk. */
  append(chunks: Uint8Array[]): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error('durable store is closed'));
    const batch = this.batchForCurrentSegment();
    for (const chunk of chunks) {
      batch.chunks.push(chunk);
      batch.byteLength += chunk.byteLength;
      this.counters.bytesSinceRotation += chunk.byteLength;
    }
    this.counters.appends++;
    this.counters.recordsSinceRotation++;
    this.scheduleFlush();
    return batch.committed;
  }

  /** Sends later appends to next; resolves once everything appended before is durable and the old segment closed. */
  rotate(next: JournalSegment): Promise<void> {
    const sealed = this.sealCurrentSegment();
    this.segment = next;
    this.counters.bytesSinceRotation = 0;
    this.counters.recordsSinceRotation = 0;
    return sealed;
  }

  /** Flushes pending appends and closes the segment; later appends are refused. */
  close(): Promise<void> {
    this.closed = true;
    return this.sealCurrentSegment();
  }

  private sealCurrentSegment(): Promise<void> {
    const batch = this.batchForCurrentSegment();
    batch.closesSegment = true;
    this.scheduleFlush();
    return batch.committed;
  }

  private batchForCurrentSegment(): PendingBatch {
    const last = this.queue.at(-1);
    if (last?.segment === this.segment && !last.closesSegment) return last;
    const batch = createBatch(this.segment);
    this.queue.push(batch);
    return batch;
  }

  private scheduleFlush(): void {
    if (this.flushScheduled || this.flushing) return;
    this.flushScheduled = true;
    // setImmediate rather than a microtask, so appends from all messages read in this I/O phase join the batch.
    setImmediate(() => {
      this.flushScheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    while (this.queue.length > 0) {
      const batches = this.queue;
      this.queue = [];
      // One at a time, so a later segment never holds data while an earlier one may still be torn.
      for (const batch of batches) await this.commit(batch);
    }
    this.flushing = false;
  }

  private async commit(batch: PendingBatch): Promise<void> {
    const { handle } = batch.segment;
    try {
      if (this.failure && batch.byteLength > 0) throw this.failure;
      if (batch.byteLength > 0) {
        await writeFully(handle, Buffer.concat(batch.chunks, batch.byteLength));
        await handle.datasync();
        this.counters.fsyncs++;
      }
      if (batch.closesSegment) await handle.close();
      batch.resolve();
    } catch (error) {
      // After a failed write or fsync the file's state is unknown: refuse everything until a restart recovers.
      this.failure ??= error instanceof Error ? error : new Error(String(error));
      if (batch.closesSegment) await handle.close().catch(() => undefined);
      batch.reject(error);
    }
  }
}

function createBatch(segment: JournalSegment): PendingBatch {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const committed = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { segment, chunks: [], byteLength: 0, closesSegment: false, committed, resolve, reject };
}
