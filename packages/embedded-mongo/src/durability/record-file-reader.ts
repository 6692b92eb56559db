import { open, readFile } from 'node:fs/promises';
import type { JournalRecord } from './durable-store.js';
import { decodeFrames, findNextFrame, type DecodeStop } from './record-frame.js';

const READ_CHUNK_BYTES = 16 * 1024 * 1024;

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
}

/** Reads a journal segment or snapshot in large chunks, pushing every valid record onto `records`. */
export async function readRecordFile(path: string, records: JournalRecord[]): Promise<RecordFileScan> {
  const handle = await open(path, 'r');
  try {
    const fileBytes = (await handle.stat()).size;
    const firstRecord = records.length;
    let buffer: Buffer = Buffer.allocUnsafe(Math.min(READ_CHUNK_BYTES, Math.max(fileBytes, 1)));
    let bufferStart = 0;
    let buffered = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, buffered, buffer.length - buffered, bufferStart + buffered);
      buffered += bytesRead;
      const { end, stop } = decodeFrames(buffer, buffered, records);
      const atEndOfFile = bytesRead === 0 || bufferStart + buffered >= fileBytes;
      if (stop.kind !== 'incomplete' || atEndOfFile) {
        const validBytes = bufferStart + end;
        const fileEnd = describeEnd(stop, validBytes, fileBytes);
        return { recordCount: records.length - firstRecord, validBytes, fileBytes, end: fileEnd };
      }
      buffer.copy(buffer, 0, end, buffered);
      bufferStart += end;
      buffered -= end;
      if (stop.bytesNeeded > buffer.length) buffer = grow(buffer, buffered, stop.bytesNeeded);
    }
  } finally {
    await handle.close();
  }
}

function describeEnd(stop: DecodeStop, validBytes: number, fileBytes: number): RecordFileEnd {
  if (stop.kind === 'trailer') return { kind: 'trailer', recordCount: stop.recordCount, trailerOffset: validBytes };
  if (stop.kind === 'corrupt') return { kind: 'corrupt', reason: stop.reason };
  return validBytes === fileBytes ? { kind: 'clean' } : { kind: 'torn' };
}

function grow(buffer: Buffer, used: number, size: number): Buffer {
  const larger = Buffer.allocUnsafe(size);
  buffer.copy(larger, 0, 0, used);
  return larger;
}

/** Whether an intact record follows the damage at offset, which tells corruption from a write cut short at the end. */
export async function hasIntactFrameAfter(path: string, offset: number): Promise<boolean> {
  return findNextFrame(await readFile(path), offset + 1) !== -1;
}
