import { crc32 } from 'node:zlib';
import { deserialize, serialize } from 'bson';
import { BufferBytes, DESERIALIZE_OPTIONS, EncodedDocument, type DocumentBytes } from '../storage/encoded-document.js';
import type { JournalRecord } from './durable-store.js';

/**
 * Every record on disk is framed as [u32 LE body length][u32 LE CRC-32 of body][BSON body],
 * so a reader can tell a complete record from a torn or corrupt one.
 */
export const FRAME_HEADER_BYTES = 8;

/** Larger than any BSON document the bson package can serialise (17 MB), so a bigger length is garbage. */
const MAX_BODY_BYTES = 32 * 1024 * 1024;
const MIN_BSON_BYTES = 5;

/** A length field no record can have; marks the trailer that ends a complete snapshot. */
export const TRAILER_MARKER = 0xffffffff;
export const TRAILER_BYTES = 8;
export const MISSING_TRAILER = 'no trailer: the snapshot ends early';

const BSON_STRING = 2;
const BSON_DOCUMENT = 3;
const BSON_END = Buffer.from([0]);
const DOC_FIELD = Buffer.from([BSON_DOCUMENT, ...Buffer.from('doc'), 0]);

export function encodeFrame(record: JournalRecord): Uint8Array[] {
  const body = record.doc instanceof EncodedDocument ? encodeWithDocumentBytes(record, record.doc.bytes) : serialize(record);
  const header = Buffer.allocUnsafe(FRAME_HEADER_BYTES);
  header.writeUInt32LE(body.byteLength, 0);
  header.writeUInt32LE(crc32(body), 4);
  return [header, body];
}

/** The record with its doc field spliced in as the bytes it was read with: a snapshot copies them instead of re-encoding. */
function encodeWithDocumentBytes(record: JournalRecord, documentBytes: Buffer): Buffer {
  const head = serialize({ ...record, doc: undefined }, { ignoreUndefined: true });
  const body = Buffer.concat([head.subarray(0, head.length - 1), DOC_FIELD, documentBytes, BSON_END]);
  body.writeInt32LE(body.length, 0);
  return body;
}

/** Where an encoded document's bytes are in a file whose frame holding it ends at frameEnd: its doc field comes last. */
export function encodedDocumentOffset(frameEnd: number, document: EncodedDocument): number {
  return frameEnd - BSON_END.length - document.byteLength;
}

export function encodeTrailer(recordCount: number): Buffer {
  const trailer = Buffer.allocUnsafe(TRAILER_BYTES);
  trailer.writeUInt32LE(TRAILER_MARKER, 0);
  trailer.writeUInt32LE(recordCount, 4);
  return trailer;
}

export type DecodeStop =
  { kind: 'incomplete'; bytesNeeded: number } | { kind: 'corrupt'; reason: string } | { kind: 'trailer'; recordCount: number };

export interface DecodeResult {
  /** Offset of the first byte not decoded into a record. */
  end: number;
  stop: DecodeStop;
}

/** Where a put record's document is read back from: buffer[0] is byte `offset` of `bytes`. */
export interface FramesSource {
  bytes: DocumentBytes;
  offset: number;
}

/**
 * Decodes consecutive frames of buffer[0, length) into records, stopping at the first frame it cannot use. The
 * documents of put records stay encoded, read back from source (by default, buffer itself).
 */
export function decodeFrames(
  buffer: Buffer,
  length: number,
  records: JournalRecord[],
  source: FramesSource = { bytes: new BufferBytes(buffer), offset: 0 },
): DecodeResult {
  let offset = 0;
  for (;;) {
    if (length - offset < FRAME_HEADER_BYTES) {
      return { end: offset, stop: { kind: 'incomplete', bytesNeeded: FRAME_HEADER_BYTES } };
    }
    const bodyBytes = buffer.readUInt32LE(offset);
    if (bodyBytes === TRAILER_MARKER) {
      return { end: offset, stop: { kind: 'trailer', recordCount: buffer.readUInt32LE(offset + 4) } };
    }
    if (bodyBytes < MIN_BSON_BYTES || bodyBytes > MAX_BODY_BYTES) {
      return { end: offset, stop: { kind: 'corrupt', reason: `impossible record length ${bodyBytes}` } };
    }
    const frameEnd = offset + FRAME_HEADER_BYTES + bodyBytes;
    if (frameEnd > length) {
      return { end: offset, stop: { kind: 'incomplete', bytesNeeded: FRAME_HEADER_BYTES + bodyBytes } };
    }
    const body = buffer.subarray(offset + FRAME_HEADER_BYTES, frameEnd);
    if (crc32(body) !== buffer.readUInt32LE(offset + 4)) {
      return { end: offset, stop: { kind: 'corrupt', reason: 'checksum mismatch' } };
    }
    const record = decodeBody(buffer, offset + FRAME_HEADER_BYTES, frameEnd, source);
    if (!record) return { end: offset, stop: { kind: 'corrupt', reason: 'undecodable BSON' } };
    records.push(record);
    offset = frameEnd;
  }
}

/** Says why decoding stopped, for a DecodeStop or a file's end as the reader describes it. */
export function describeDamage(damage: { kind: string; reason?: string }): string {
  if (damage.kind === 'corrupt') return damage.reason ?? 'corrupt record';
  if (damage.kind === 'trailer') return 'unexpected snapshot trailer';
  return 'incomplete record';
}

/** Offset of the first intact frame at or after `from`, or -1: how a reader resynchronises after damage. */
export function findNextFrame(buffer: Buffer, from: number): number {
  for (let offset = from; offset + FRAME_HEADER_BYTES + MIN_BSON_BYTES <= buffer.length; offset++) {
    if (isIntactFrameAt(buffer, offset)) return offset;
  }
  return -1;
}

function isIntactFrameAt(buffer: Buffer, offset: number): boolean {
  const bodyBytes = buffer.readUInt32LE(offset);
  if (bodyBytes < MIN_BSON_BYTES || bodyBytes > MAX_BODY_BYTES) return false;
  const bodyStart = offset + FRAME_HEADER_BYTES;
  const frameEnd = bodyStart + bodyBytes;
  if (frameEnd > buffer.length) return false;
  // A BSON body starts with its own length and ends with a zero byte: a cheap filter before the checksum.
  if (buffer.readInt32LE(bodyStart) !== bodyBytes || buffer[frameEnd - 1] !== 0) return false;
  const body = buffer.subarray(bodyStart, frameEnd);
  if (crc32(body) !== buffer.readUInt32LE(offset + 4)) return false;
  return decodeBody(buffer, bodyStart, frameEnd, { bytes: new BufferBytes(buffer), offset: 0 }) !== undefined;
}

/**
 * A put record keeps its document encoded, read back from source when used: recovery decodes only the record's
 * envelope. Other records are decoded whole.
 */
function decodeBody(buffer: Buffer, start: number, end: number, source: FramesSource): JournalRecord | undefined {
  try {
    return encodedPutRecord(buffer, start, source) ?? deserialize(buffer.subarray(start, end), DESERIALIZE_OPTIONS);
  } catch {
    return undefined;
  }
}

/** Reads {k, db, coll} strings and the doc's place, walking the record's fields by hand: recovery does this per document. */
function encodedPutRecord(buffer: Buffer, start: number, source: FramesSource): JournalRecord | undefined {
  const record: JournalRecord = {};
  let at = start + 4;
  while (buffer[at] !== 0) {
    const type = buffer[at];
    const nameEnd = buffer.indexOf(0, at + 1);
    const name = buffer.toString('latin1', at + 1, nameEnd);
    at = nameEnd + 1;
    if (type === BSON_STRING) {
      const bytes = buffer.readInt32LE(at);
      record[name] = buffer.toString('utf8', at + 4, at + 3 + bytes);
      at += 4 + bytes;
    } else if (type === BSON_DOCUMENT && name === 'doc') {
      record.doc = EncodedDocument.at(buffer, at, source.bytes, source.offset + at);
      at += buffer.readInt32LE(at);
    } else return undefined;
  }
  return record.k === 'put' && record.doc ? record : undefined;
}
