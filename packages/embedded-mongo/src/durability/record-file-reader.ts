import { readFile } from 'node:fs/promises';
import type { JournalRecord } from './durable-store.js';
import { decodeFrames, findNextFrame, type DecodeStop } from './record-frame.js';

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

/**
 * Reads a journal segment or snapshot whole, pushing every valid record onto `records`. The records' documents
 * stay encoded in the file's buffer, which nothing writes to afterwards.
 */
export async function readRecordFile(path: string, records: JournalRecord[]): Promise<RecordFileScan> {
  const buffer = await readFile(path);
  const firstRecord = records.length;
  const { end, stop } = decodeFrames(buffer, buffer.length, records);
  return {
    recordCount: records.length - firstRecord,
    validBytes: end,
    fileBytes: buffer.length,
    end: describeEnd(stop, end, buffer.length),
  };
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
