import { crc32 } from 'node:zlib';
import { deserialize, serialize } from 'bson';
import { BufferBytes, DESERIALIZE_OPTIONS, EncodedDocument, type DocumentBytes } from '../storage/encoded-document.js';
import type { StoredDocument } from '../storage/document-store.js';
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
const BSON_BINARY = 5;
const BSON_END = Buffer.from([0]);
const DOC_FIELD = Buffer.from([BSON_DOCUMENT, ...Buffer.from('doc'), 0]);
const DOCS_FIELD = Buffer.from([BSON_BINARY, ...Buffer.from('docs'), 0]);
/** A binary value's int32 length and subtype byte (0, generic). */
const BINARY_HEAD_BYTES = 5;

/** Told of each encoded document a frame copies, and where its bytes start in the frame. */
type CopiedDocument = (document: EncodedDocument, offsetInFrame: number) => void;

export function encodeFrame(record: JournalRecord, copied: CopiedDocument = () => undefined): Uint8Array[] {
  const body = encodeBody(record, (document, offsetInBody) => copied(document, FRAME_HEADER_BYTES + offsetInBody));
  const header = Buffer.allocUnsafe(FRAME_HEADER_BYTES);
  header.writeUInt32LE(body.byteLength, 0);
  header.writeUInt32LE(crc32(body), 4);
  return [header, body];
}

function encodeBody(record: JournalRecord, copied: CopiedDocument): Uint8Array {
  if (record.k === 'docs') return encodeDocumentBlock(record, record.docs as StoredDocument[], copied);
  if (record.doc instanceof EncodedDocument) return encodeWithDocumentBytes(record, record.doc, copied);
  return serialize(record);
}

/** The record's other fields, as the start of a BSON document still to be ended. */
function envelope(record: JournalRecord, without: string): Uint8Array {
  const head = serialize({ ...record, [without]: undefined }, { ignoreUndefined: true });
  return head.subarray(0, head.length - 1);
}

/** The record with its doc field spliced in as the bytes it was read with: a snapshot copies them instead of re-encoding. */
function encodeWithDocumentBytes(record: JournalRecord, document: EncodedDocument, copied: CopiedDocument): Buffer {
  const head = envelope(record, 'doc');
  const body = Buffer.concat([head, DOC_FIELD, document.bytes, BSON_END]);
  body.writeInt32LE(body.length, 0);
  copied(document, head.length + DOC_FIELD.length);
  return body;
}

/**
 * A snapshot's block of one collection's documents, {k: 'docs', db, coll, docs: binary}, the binary holding the
 * documents' BSON back to back: recovery walks them by their lengths, with one envelope and one checksum per block.
 */
function encodeDocumentBlock(record: JournalRecord, documents: StoredDocument[], copied: CopiedDocument): Buffer {
  const head = envelope(record, 'docs');
  const pieces = documents.map((document) => (document instanceof EncodedDocument ? document.bytes : serialize(document)));
  const binaryHead = Buffer.alloc(DOCS_FIELD.length + BINARY_HEAD_BYTES);
  DOCS_FIELD.copy(binaryHead);
  binaryHead.writeInt32LE(
    pieces.reduce((sum, piece) => sum + piece.length, 0),
    DOCS_FIELD.length,
  );
  let offset = head.length + binaryHead.length;
  documents.forEach((document, index) => {
    if (document instanceof EncodedDocument) copied(document, offset);
    offset += pieces[index].length;
  });
  const body = Buffer.concat([head, binaryHead, ...pieces, BSON_END]);
  body.writeInt32LE(body.length, 0);
  return body;
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
interface FramesSource {
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
 * A put record or a block of documents keeps its documents encoded, read back from source when used: recovery
 * decodes only the record's envelope. Other records are decoded whole.
 */
function decodeBody(buffer: Buffer, start: number, end: number, source: FramesSource): JournalRecord | undefined {
  try {
    return encodedDocumentsRecord(buffer, start, source) ?? deserialize(buffer.subarray(start, end), DESERIALIZE_OPTIONS);
  } catch {
    return undefined;
  }
}

/** Reads {k, db, coll} strings and the documents' places, walking the record's fields by hand. */
function encodedDocumentsRecord(buffer: Buffer, start: number, source: FramesSource): JournalRecord | undefined {
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
    } else if (type === BSON_BINARY && name === 'docs') {
      const blockEnd = at + BINARY_HEAD_BYTES + buffer.readInt32LE(at);
      record.docs = documentsIn(buffer, at + BINARY_HEAD_BYTES, blockEnd, source);
      at = blockEnd;
    } else return undefined;
  }
  return (record.k === 'put' && record.doc) || (record.k === 'docs' && record.docs) ? record : undefined;
}

/** The documents of a block, each kept encoded (decoded if its _id does not come first); throws on a broken block. */
function documentsIn(buffer: Buffer, start: number, end: number, source: FramesSource): StoredDocument[] {
  const documents: StoredDocument[] = [];
  for (let at = start; at < end;) {
    const bytes = buffer.readInt32LE(at);
    if (bytes < MIN_BSON_BYTES || at + bytes > end) throw new Error(`a document of ${bytes} bytes does not fit its block`);
    documents.push(
      EncodedDocument.at(buffer, at, source.bytes, source.offset + at) ?? deserialize(buffer.subarray(at, at + bytes), DESERIALIZE_OPTIONS),
    );
    at += bytes;
  }
  return documents;
}
