/** Opcodes of the MongoDB wire protocol; only OP_QUERY (handshake) and OP_MSG are served. */
export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

export const HEADER_BYTES = 16;

export interface MessageHeader {
  messageLength: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

export function readHeader(message: Buffer): MessageHeader {
  return {
    messageLength: message.readInt32LE(0),
    requestId: message.readInt32LE(4),
    responseTo: message.readInt32LE(8),
    opCode: message.readInt32LE(12),
  };
}

export function writeHeader(target: Buffer, requestId: number, responseTo: number, opCode: number): void {
  target.writeInt32LE(target.length, 0);
  target.writeInt32LE(requestId, 4);
  target.writeInt32LE(responseTo, 8);
  target.writeInt32LE(opCode, 12);
}

/** A message the server refuses to handle; the connection that sent it is closed. */
export class ProtocolError extends Error {}
