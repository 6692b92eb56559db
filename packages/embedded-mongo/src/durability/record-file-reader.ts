import { open, readFile, type FileHandle } from 'node:fs/promises';
import { DocumentFile } from './document-file.js';
import type { JournalRecord } from './durable-store.js';
import { decodeFrames, findNextFrame, type DecodeStop } from './record-frame.js';

/** Read in chunks of this size, so opening a large snapshot never holds the whole file in memory. */
const CHUNK_BYTES = 16 * 1024 * 1024;

export type RecordFileEnd =
  | { kind: 'clean' }
  | { kind: 'torn' }
  | { kind: 'corrupt'; reason: string }
  | { kind: 'trailer'; recordCount: number; trailerOffset: number };

export interface RecordFileScan {
  /** Records decoded from this file (also pushed onto the caller's array). */
  recordCount: number;
  /** Bytes from the start of the file that hold complete, valid records. */
  validBytes: number;
  fileBytes: number;
  end: RecordFileEnd;
  /** Where the records' documents are read back from; the caller closes it when it keeps none of them. */
  file: DocumentFile;
}

/**
 * Reads a journal segment or snapshot, pushing every valid record onto `records`. The records' documents stay
 * encoded: they are read back from the file when used.
 */
export async function readRecordFile(path: string, records: JournalRecord[]): Promise<RecordFileScan> {
  const handle = await open(path, 'r');
  const file = DocumentFile.open(path);
  try {
    const fileBytes = (await handle.stat()).size;
    const firstRecord = records.length;
    let buffer = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, fileBytes));
    let base = 0;
    let filled = 0;
    for (;;) {
      filled += await readInto(handle, buffer, filled, base + filled);
      const { end, stop } = decodeFrames(buffer, filled, records, { bytes: file, offset: base });
      if (stop.kind !== 'incomplete' || base + filled === fileBytes) {
        const validBytes = base + end;
        return { recordCount: records.length - firstRecord, validBytes, fileBytes, end: describeEnd(stop, validBytes, fileBytes), file };
      }
      // The chunk ends inside a frame: carry its start over to the next chunk.
      const next = stop.bytesNeeded > buffer.length ? Buffer.allocUnsafe(stop.bytesNeeded) : buffer;
      buffer.copy(next, 0, end, filled);
      base += end;
      filled -= end;
      buffer = next;
    }
  } catch (error) {
    file.close();
    throw error;
  } finally {
    await handle.close();
  }
}

/** Fills buffer from `from` with the file's bytes at position, up to the buffer's end or the file's. */
async function readInto(handle: FileHandle, buffer: Buffer, from: number, position: number): Promise<number> {
  let filled = from;
  while (filled < buffer.length) {
    const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, position + filled - from);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return filled - from;
}

function describeEnd(stop: DecodeStop, validBytes: number, fileBytes: number): RecordFileEnd {
  if (stop.kind === 'trailer') return { kind: 'trailer', recordCount: stop.recordCount, trailerOffset: validBytes };
  if (stop.kind === 'corrupt') return { kind: 'corrupt', reason: stop.reason };
  return validBytes === fileBytes ? { kind: 'clean' } : { kind: 'torn' };
}

/** Whether an intact record follows the damage at offset, which tells corruption from a write cut short at the end. */
export async function hasIntactFrameAfter(path: string, offset: number): Promise<boolean> {
  return findNextFrame(await readFile(path), offset + 1) !== -1;
}
