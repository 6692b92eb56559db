import type { JournalRecord } from './durable-store.js';
import { snapshotFileName } from './data-directory.js';
import { replaceFileAtomically } from './file-io.js';
import type { DocumentFile } from './document-file.js';
import { readRecordFile, type RecordFileScan } from './record-file-reader.js';
import type { EncodedDocument } from '../storage/encoded-document.js';
import { describeDamage, encodeFrame, encodeTrailer, MISSING_TRAILER, TRAILER_BYTES } from './record-frame.js';

const WRITE_CHUNK_BYTES = 8 * 1024 * 1024;

/** A snapshot's bytes, captured synchronously so later changes to the live state cannot leak into it. */
export interface EncodedSnapshot {
  readonly chunks: Uint8Array[];
  readonly recordCount: number;
  /** The encoded documents copied into it, and where each one's bytes are in the file: they can be read from there. */
  readonly copied: { documents: EncodedDocument[]; offsets: number[] };
}

export function encodeSnapshot(records: Iterable<JournalRecord>): EncodedSnapshot {
  const chunks: Uint8Array[] = [];
  const copied = { documents: [] as EncodedDocument[], offsets: [] as number[] };
  let recordCount = 0;
  let fileBytes = 0;
  for (const record of records) {
    const frame = encodeFrame(record, (document, offsetInFrame) => {
      copied.documents.push(document);
      copied.offsets.push(fileBytes + offsetInFrame);
    });
    for (const chunk of frame) fileBytes += chunk.byteLength;
    chunks.push(...frame);
    recordCount++;
  }
  chunks.push(encodeTrailer(recordCount));
  return { chunks, recordCount, copied };
}

/** Reads of the snapshot's copied documents go to the snapshot file from now on, so older files can be closed. */
export function readCopiedDocumentsFrom(file: DocumentFile, snapshot: EncodedSnapshot): void {
  const { documents, offsets } = snapshot.copied;
  documents.forEach((document, index) => document.moveTo(file, offsets[index]));
}

/** Written atomically, so a snapshot file is either complete or absent. */
export function writeSnapshot(dir: string, sequence: number, snapshot: EncodedSnapshot): Promise<number> {
  return replaceFileAtomically(dir, snapshotFileName(sequence), groupChunks(snapshot.chunks));
}

function* groupChunks(chunks: Uint8Array[]): Generator<Buffer> {
  let group: Uint8Array[] = [];
  let groupBytes = 0;
  for (const chunk of chunks) {
    group.push(chunk);
    groupBytes += chunk.byteLength;
    if (groupBytes >= WRITE_CHUNK_BYTES) {
      yield Buffer.concat(group, groupBytes);
      group = [];
      groupBytes = 0;
    }
  }
  if (group.length > 0) yield Buffer.concat(group, groupBytes);
}

export type SnapshotRead = { complete: true; bytes: number; file: DocumentFile } | { complete: false; problem: string; offset: number };

/** Pushes the snapshot's records onto `records` only if the whole file is intact. */
export async function readSnapshot(path: string, records: JournalRecord[]): Promise<SnapshotRead> {
  const decoded: JournalRecord[] = [];
  const scan = await readRecordFile(path, decoded);
  const read = checkSnapshotScan(scan);
  if (!read.complete) {
    scan.file.close();
    return read;
  }
  for (const record of decoded) records.push(record);
  return read;
}

function checkSnapshotScan(scan: RecordFileScan): SnapshotRead {
  const { end } = scan;
  const offset = scan.validBytes;
  if (end.kind !== 'trailer') {
    return { complete: false, problem: end.kind === 'clean' ? MISSING_TRAILER : describeDamage(end), offset };
  }
  if (end.recordCount !== scan.recordCount) {
    return { complete: false, problem: `trailer counts ${end.recordCount} records, file holds ${scan.recordCount}`, offset };
  }
  if (end.trailerOffset + TRAILER_BYTES !== scan.fileBytes) {
    return { complete: false, problem: 'bytes after trailer', offset: offset + TRAILER_BYTES };
  }
  return { complete: true, bytes: scan.fileBytes, file: scan.file };
}
