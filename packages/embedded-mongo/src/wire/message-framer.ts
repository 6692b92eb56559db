import { HEADER_BYTES, ProtocolError } from './opcodes.js';

/**
 * Cuts a TCP byte stream into whole wire messages. Chunks are kept in a list and joined once
 * per message, so a large message arriving in many chunks is copied only once.
 */
export class MessageFramer {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private expected = 0;

  constructor(private readonly maxMessageBytes: number) {}

  /** Returns the messages completed by this chunk; throws ProtocolError on an invalid length. */
  push(chunk: Buffer): Buffer[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const messages: Buffer[] = [];
    for (;;) {
      if (this.expected === 0) {
        if (this.buffered < 4) break;
        this.expected = this.readLength();
      }
      if (this.buffered < this.expected) break;
      messages.push(this.take(this.expected));
      this.expected = 0;
    }
    return messages;
  }

  /** Bytes of an unfinished message, if any (a peer that hangs up mid-message left a truncated one). */
  get pendingBytes(): number {
    return this.buffered;
  }

  private readLength(): number {
    const head = this.chunks[0].length >= 4 ? this.chunks[0] : this.join();
    const length = head.readInt32LE(0);
    if (length < HEADER_BYTES) throw new ProtocolError(`invalid message length ${length}`);
    if (length > this.maxMessageBytes) {
      throw new ProtocolError(`message of ${length} bytes exceeds maxMessageSizeBytes ${this.maxMessageBytes}`);
    }
    return length;
  }

  private take(length: number): Buffer {
    const all = this.join();
    const message = all.subarray(0, length);
    const rest = all.subarray(length);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered = rest.length;
    return message;
  }

  private join(): Buffer {
    if (this.chunks.length > 1) this.chunks = [Buffer.concat(this.chunks, this.buffered)];
    return this.chunks[0];
  }
}
