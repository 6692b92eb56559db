import { connect } from 'node:net';
import { BSON, type Document } from 'mongodb';
import { crc32c } from '../wire/crc32c.js';

const OP_MSG = 2013;
const OP_QUERY = 2004;
const CHECKSUM_PRESENT = 1;
const MORE_TO_COME = 2;

export interface RawExchange {
  /** True when the server closed the connection. */
  closed: boolean;
  /** Whatever the server sent back before closing or the wait ran out. */
  received: Buffer;
}

/** Sends bytes over a fresh TCP connection; resolves on the first whole reply, a close, or after waitMs. */
export function exchange(uri: string, bytes: Buffer, options: { endAfterSending?: boolean; waitMs?: number } = {}): Promise<RawExchange> {
  const { hostname, port } = new URL(uri.replace('mongodb://', 'http://'));
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => {
      socket.write(bytes);
      if (options.endAfterSending) socket.end();
    });
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ closed, received: Buffer.concat(chunks) });
    };
    const timer = setTimeout(() => finish(false), options.waitMs ?? 1500);
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      const received = Buffer.concat(chunks);
      if (received.length >= 4 && received.length >= received.readInt32LE(0)) finish(false);
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
  });
}

export function opMsg(command: Document, options: { checksum?: boolean; moreToCome?: boolean; requestId?: number } = {}): Buffer {
  const body = Buffer.from(BSON.serialize(command));
  const flags = (options.checksum ? CHECKSUM_PRESENT : 0) | (options.moreToCome ? MORE_TO_COME : 0);
  const length = 16 + 4 + 1 + body.length + (options.checksum ? 4 : 0);
  const message = Buffer.alloc(length);
  message.writeInt32LE(length, 0);
  message.writeInt32LE(options.requestId ?? 7, 4);
  message.writeInt32LE(OP_MSG, 12);
  message.writeUInt32LE(flags, 16);
  message[20] = 0;
  body.copy(message, 21);
  if (options.checksum) message.writeUInt32LE(crc32c(message.subarray(0, length - 4)), length - 4);
  return message;
}

export function opQuery(namespace: string, command: Document): Buffer {
  const name = Buffer.from(namespace + '\0');
  const body = Buffer.from(BSON.serialize(command));
  const length = 16 + 4 + name.length + 8 + body.length;
  const message = Buffer.alloc(length);
  message.writeInt32LE(length, 0);
  message.writeInt32LE(9, 4);
  message.writeInt32LE(OP_QUERY, 12);
  name.copy(message, 20);
  message.writeInt32LE(-1, 20 + name.length + 4);
  body.copy(message, 20 + name.length + 8);
  return message;
}

/** The reply document of an OP_MSG answer (kind-0 section right after the flags). */
export function opMsgReply(received: Buffer): Document {
  return BSON.deserialize(received.subarray(21));
}

/** The first document of an OP_REPLY answer. */
export function opReplyDocument(received: Buffer): Document {
  return BSON.deserialize(received.subarray(36));
}
