import type { Socket } from 'node:net';
import type { Document } from 'bson';
import { MessageFramer } from './message-framer.js';
import { encodeOpMsgReply, parseOpMsg } from './op-msg.js';
import { encodeOpReply, parseOpQuery } from './op-query.js';
import { OP_COMPRESSED, OP_MSG, OP_QUERY, ProtocolError, readHeader } from './opcodes.js';

export type CommandRunner = (database: string, command: Document, connectionId: number) => Promise<Document>;

let lastRequestId = 0;

/**
 * Serves one client socket. Messages are handled one after another, so replies keep the order
 * of requests; a message the server cannot parse closes this connection only.
 */
export class Connection {
  private readonly framer: MessageFramer;
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly socket: Socket,
    readonly id: number,
    maxMessageBytes: number,
    private readonly runCommand: CommandRunner,
    private readonly log: (line: string) => void,
  ) {
    this.framer = new MessageFramer(maxMessageBytes);
    socket.setNoDelay(true);
    // No encoding is ever set on the socket, so its data arrives as Buffers.
    socket.on('data', (chunk) => this.receive(chunk));
    socket.on('end', () => this.onPeerEnd());
    socket.on('error', () => this.close());
    socket.on('close', () => (this.closed = true));
  }

  close(): void {
    this.closed = true;
    this.socket.destroy();
  }

  private receive(chunk: Buffer): void {
    try {
      for (const message of this.framer.push(chunk)) {
        this.queue = this.queue.then(() => this.handle(message));
      }
    } catch (error) {
      this.fail(error);
    }
  }

  private onPeerEnd(): void {
    if (this.framer.pendingBytes > 0) {
      this.log(`connection ${this.id}: closed with a truncated message of ${this.framer.pendingBytes} bytes`);
    }
    this.queue = this.queue.then(() => this.close());
  }

  private async handle(message: Buffer): Promise<void> {
    if (this.closed) return;
    try {
      const reply = await this.reply(message);
      if (reply) this.send(reply);
    } catch (error) {
      this.fail(error);
    }
  }

  private async reply(message: Buffer): Promise<Buffer | undefined> {
    const header = readHeader(message);
    switch (header.opCode) {
      case OP_MSG: {
        const request = parseOpMsg(message);
        const database = typeof request.command.$db === 'string' ? request.command.$db : 'admin';
        const reply = await this.runCommand(database, request.command, this.id);
        return request.moreToCome ? undefined : encodeOpMsgReply(++lastRequestId, header.requestId, reply);
      }
      case OP_QUERY: {
        const request = parseOpQuery(message);
        const reply = await this.runLegacyCommand(request.database, request.collection, request.command);
        return encodeOpReply(++lastRequestId, header.requestId, reply);
      }
      case OP_COMPRESSED:
        throw new ProtocolError('OP_COMPRESSED is not supported (compression is never advertised)');
      default:
        throw new ProtocolError(`unsupported opcode ${header.opCode}`);
    }
  }

  /** Since MongoDB 5.1 only the handshake commands may still arrive through OP_QUERY. */
  private runLegacyCommand(database: string, collection: string, command: Document): Promise<Document> {
    const name = Object.keys(command)[0]?.toLowerCase();
    if (collection !== '$cmd' || !['hello', 'ismaster'].includes(name)) {
      return Promise.resolve({
        ok: 0,
        errmsg: `Unsupported OP_QUERY command: ${Object.keys(command)[0] ?? collection}. The client driver may require an upgrade.`,
        code: 352,
        codeName: 'UnsupportedOpQueryCommand',
      });
    }
    return this.runCommand(database, command, this.id);
  }

  /** The peer may have gone while the command ran. */
  private send(reply: Buffer): void {
    if (!this.closed) this.socket.write(reply);
  }

  private fail(error: unknown): void {
    const reason = error instanceof Error ? error.message : String(error);
    if (!this.closed) this.log(`connection ${this.id}: ${reason}; closing it`);
    this.close();
  }
}
