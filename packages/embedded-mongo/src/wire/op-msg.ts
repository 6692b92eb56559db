import { deserialize, serialize, type Document } from 'bson';
import { crc32c } from './crc32c.js';
import { HEADER_BYTES, OP_MSG, ProtocolError, writeHeader } from './opcodes.js';

const CHECKSUM_PRESENT = 1 << 0;
const MORE_TO_COME = 1 << 1;
/** Bits 0-15 are "required": a receiver must fail on any it does not know. */
const KNOWN_REQUIRED_BITS = CHECKSUM_PRESENT | MORE_TO_COME;
const REQUIRED_BITS_MASK = 0xffff;

const SECTION_BODY = 0;
const SECTION_DOCUMENT_SEQUENCE = 1;

export interface OpMsgRequest {
  /** The body with every document sequence merged in as an array field (as MongoDB does). */
  command: Document;
  moreToCome: boolean;
}

export function parseOpMsg(message: Buffer): OpMsgRequest {
  const flags = message.readUInt32LE(HEADER_BYTES);
  if ((flags & REQUIRED_BITS_MASK & ~KNOWN_REQUIRED_BITS) !== 0) {
    throw new ProtocolError(`OP_MSG has unknown required flag bits ${flags.toString(16)}`);
  }
  let end = message.length;
  if (flags & CHECKSUM_PRESENT) {
    end -= 4;
    verifyChecksum(message, end);
  }
  const { body, sequences } = readSections(message, HEADER_BYTES + 4, end);
  for (const [identifier, documents] of sequences) {
    if (identifier in body) throw new ProtocolError(`OP_MSG field '${identifier}' appears twice`);
    body[identifier] = documents;
  }
  return { command: body, moreToCome: (flags & MORE_TO_COME) !== 0 };
}

function verifyChecksum(message: Buffer, end: number): void {
  if (end < HEADER_BYTES + 4) throw new ProtocolError('OP_MSG too short for its checksum');
  if (crc32c(message.subarray(0, end)) !== message.readUInt32LE(end)) {
    throw new ProtocolError('OP_MSG checksum mismatch');
  }
}

function readSections(message: Buffer, start: number, end: number) {
  let body: Document | undefined;
  const sequences = new Map<string, Document[]>();
  let offset = start;
  while (offset < end) {
    const kind = message[offset++];
    if (kind === SECTION_BODY) {
      if (body) throw new ProtocolError('OP_MSG has more than one body section');
      const size = documentSize(message, offset, end);
      body = deserialize(message.subarray(offset, offset + size));
      offset += size;
    } else if (kind === SECTION_DOCUMENT_SEQUENCE) {
      offset = readSequence(message, offset, end, sequences);
    } else {
      throw new ProtocolError(`OP_MSG has unknown section kind ${kind}`);
    }
  }
  if (!body) throw new ProtocolError('OP_MSG has no body section');
  return { body, sequences };
}

function readSequence(message: Buffer, start: number, end: number, into: Map<string, Document[]>): number {
  const size = documentSize(message, start, end);
  const sequenceEnd = start + size;
  const nameEnd = message.indexOf(0, start + 4);
  if (nameEnd < 0 || nameEnd >= sequenceEnd) throw new ProtocolError('OP_MSG document sequence has no identifier');
  const identifier = message.toString('utf8', start + 4, nameEnd);
  const documents = into.get(identifier) ?? [];
  let offset = nameEnd + 1;
  while (offset < sequenceEnd) {
    const docSize = documentSize(message, offset, sequenceEnd);
    documents.push(deserialize(message.subarray(offset, offset + docSize)));
    offset += docSize;
  }
  into.set(identifier, documents);
  return sequenceEnd;
}

/** Reads the int32 size prefix at offset and checks that the document fits before end. */
export function documentSize(message: Buffer, offset: number, end: number): number {
  if (offset + 4 > end) throw new ProtocolError('message truncated inside a document');
  const size = message.readInt32LE(offset);
  if (size < 5 || offset + size > end) throw new ProtocolError(`invalid document size ${size}`);
  return size;
}

export function encodeOpMsgReply(requestId: number, responseTo: number, reply: Document): Buffer {
  const body = serialize(reply);
  const message = Buffer.allocUnsafe(HEADER_BYTES + 4 + 1 + body.length);
  writeHeader(message, requestId, responseTo, OP_MSG);
  message.writeUInt32LE(0, HEADER_BYTES);
  message[HEADER_BYTES + 4] = SECTION_BODY;
  message.set(body, HEADER_BYTES + 5);
  return message;
}
