import { Long, calculateObjectSize, type Document } from 'bson';
import { CommandError, ErrorCode } from '../command-error.js';

/** MongoDB's default size of a first batch, in documents. */
export const DEFAULT_FIRST_BATCH_SIZE = 101;
/** A reply must stay one BSON document (16 MiB); leave room for the envelope. */
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 64 * 1024;
/** A cursor nobody asked for more from in this long is closed, as mongod does. */
export const CURSOR_IDLE_TIMEOUT_MS = 10 * 60 * 1000;

interface OpenCursor {
  namespace: string;
  remaining: Document[];
  position: number;
  lastUsed: number;
  /** A tailable cursor's source of the documents stored since it last looked; it stays open when it runs dry. */
  tail?: () => Document[];
}

export interface CursorReply {
  id: Long;
  ns: string;
  batch: Document[];
}

/**
 * Open cursors: the rest of a result set, already computed, handed out in batches by getMore.
 * Ids are positive integers below 2^53 so they survive a driver decoding them as numbers.
 */
export class CursorRegistry {
  private readonly cursors = new Map<number, OpenCursor>();
  private nextId = 1 + Math.floor(Math.random() * 1e9);

  /**
   * Cuts the first batch off results and keeps the rest under a new cursor id (0 if none remain). With tail (a tailable
   * cursor) the cursor stays open once its results are read, as long as they were not empty (MongoDB's dead cursor).
   */
  open(namespace: string, results: Document[], batchSize: number | undefined, singleBatch = false, tail?: () => Document[]): CursorReply {
    const batch = takeBatch(results, 0, batchSize ?? DEFAULT_FIRST_BATCH_SIZE);
    const keepsTailing = tail !== undefined && results.length > 0;
    if (singleBatch || (batch.length === results.length && !keepsTailing)) return { id: Long.ZERO, ns: namespace, batch };
    const id = this.nextId++;
    this.cursors.set(id, { namespace, remaining: results, position: batch.length, lastUsed: Date.now(), tail });
    return { id: Long.fromNumber(id), ns: namespace, batch };
  }

  /** The next batch; a tailable cursor that has handed out everything looks for new documents, and may answer none. */
  getMore(cursorId: unknown, batchSize: number | undefined): CursorReply {
    const id = toId(cursorId);
    const cursor = this.cursors.get(id);
    if (!cursor) throw new CommandError(ErrorCode.CursorNotFound, `cursor id ${id} not found`);
    if (cursor.tail && cursor.position >= cursor.remaining.length) {
      cursor.remaining = cursor.tail();
      cursor.position = 0;
    }
    const batch = takeBatch(cursor.remaining, cursor.position, batchSize);
    cursor.position += batch.length;
    cursor.lastUsed = Date.now();
    const exhausted = !cursor.tail && cursor.position >= cursor.remaining.length;
    if (exhausted) this.cursors.delete(id);
    return { id: exhausted ? Long.ZERO : Long.fromNumber(id), ns: cursor.namespace, batch };
  }

  namespaceOf(cursorId: unknown): string | undefined {
    return this.cursors.get(toId(cursorId))?.namespace;
  }

  kill(cursorId: unknown): boolean {
    return this.cursors.delete(toId(cursorId));
  }

  closeIdle(now = Date.now()): void {
    for (const [id, cursor] of this.cursors) {
      if (now - cursor.lastUsed > CURSOR_IDLE_TIMEOUT_MS) this.cursors.delete(id);
    }
  }
}

function toId(cursorId: unknown): number {
  return cursorId instanceof Long ? cursorId.toNumber() : Number(cursorId);
}

/** Up to count documents (0 or undefined: no count limit) from start, within the reply size limit. */
function takeBatch(documents: Document[], start: number, count: number | undefined): Document[] {
  const end = count ? Math.min(documents.length, start + count) : documents.length;
  let bytes = 0;
  let stop = start;
  while (stop < end) {
    bytes += calculateObjectSize(documents[stop]) + 8;
    if (bytes > MAX_BATCH_BYTES && stop > start) break;
    stop++;
  }
  return documents.slice(start, stop);
}
