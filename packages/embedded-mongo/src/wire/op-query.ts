import { deserialize, serialize, type Document } from 'bson';
import { documentSize } from './op-msg.js';
import { HEADER_BYTES, OP_REPLY, ProtocolError, writeHeader } from './opcodes.js';

/** Legacy OP_QUERY: drivers still open each connection with a hello/isMaster sent this way. */
export interface OpQueryRequest {
  database: string;
  collection: string;
  command: Document;
}

export function parseOpQuery(message: Buffer): OpQueryRequest {
  let offset = HEADER_BYTES + 4;
  const nameEnd = message.indexOf(0, offset);
  if (nameEnd < 0) throw new ProtocolError('OP_QUERY has no collection name');
  const namespace = message.toString('utf8', offset, nameEnd);
  offset = nameEnd + 1 + 8; // numberToSkip, numberToReturn: meaningless for commands
  const size = documentSize(message, offset, message.length);
  const command = deserialize(message.subarray(offset, offset + size));
  const dot = namespace.indexOf('.');
  if (dot < 0) throw new ProtocolError(`OP_QUERY namespace '${namespace}' has no collection`);
  return { database: namespace.slice(0, dot), collection: namespace.slice(dot + 1), command: unwrapQuery(command) };
}

/** Old drivers wrap the command as {$query: {...}, $readPreference: ...}. */
function unwrapQuery(command: Document): Document {
  return command.$query && typeof command.$query === 'object' ? command.$query : command;
}

const AWAIT_CAPABLE = 8;

export function encodeOpReply(requestId: number, responseTo: number, reply: Document): Buffer {
  const body = serialize(reply);
  const fixed = HEADER_BYTES + 4 + 8 + 4 + 4;
  const message = Buffer.allocUnsafe(fixed + body.length);
  writeHeader(message, requestId, responseTo, OP_REPLY);
  message.writeInt32LE(AWAIT_CAPABLE, HEADER_BYTES);
  message.writeBigInt64LE(0n, HEADER_BYTES + 4); // cursorId
  message.writeInt32LE(0, HEADER_BYTES + 12); // startingFrom
  message.writeInt32LE(1, HEADER_BYTES + 16); // numberReturned
  message.set(body, fixed);
  return message;
}
