import { closeSync, openSync, readSync } from 'node:fs';
import type { DocumentBytes } from '../storage/encoded-document.js';

/**
 * A window this large is read around a document that is not in the last one: a lookup costs one small read. A peek
 * running on from the last window (a scan in the file's order: an index being built) doubles the next window, up to
 * READ_AHEAD_BYTES: bench:restart's first catalogue page made 4,400 reads of 32 KB to build one index of 100,000
 * products (~125 ms with their buffers), 140 of 1 MB into one buffer now. Reads kept by their callers stay at 32 KB:
 * a new megabyte per window of a collection scan left enough dead buffers to raise the warm shop's RSS ~35 MB.
 */
const WINDOW_BYTES = 32 * 1024;
const READ_AHEAD_BYTES = 1024 * 1024;

/** Reads length bytes of the file at offset into buffer; answers how many there were. */
type ReadAt = (buffer: Buffer, offset: number, length: number) => number;

/** The bytes last read from a file, and where they came from. */
class Window {
  private buffer = Buffer.alloc(0);
  private start = 0;
  private filled = 0;
  private readBytes = WINDOW_BYTES;

  /** reuse: read into the same buffer each time, for bytes used only until the next read, and read ahead. */
  constructor(private readonly reuse: boolean) {}

  bytesAt(readAt: ReadAt, offset: number, length: number): Buffer {
    const at = offset - this.start;
    if (at >= 0 && at + length <= this.filled) return this.buffer.subarray(at, at + length);
    const runsOn = this.reuse && at >= 0 && at <= this.filled;
    this.readBytes = runsOn ? Math.min(2 * this.readBytes, READ_AHEAD_BYTES) : WINDOW_BYTES;
    const bytes = Math.max(this.readBytes, length);
    if (!this.reuse || this.buffer.length < bytes) this.buffer = Buffer.allocUnsafe(bytes);
    this.filled = readAt(this.buffer, offset, bytes);
    this.start = offset;
    return this.buffer.subarray(0, Math.min(length, this.filled));
  }
}

/**
 * A snapshot or journal segment that recovered documents are read back from. Its bytes never change once written
 * (segments only grow, snapshots are replaced whole), and the descriptor keeps them readable after compaction
 * deletes the file, until the documents have moved to the new snapshot and close() is called.
 */
export class DocumentFile implements DocumentBytes {
  /** A new buffer for each window: what was handed out from the previous one stays valid. */
  private kept = new Window(false);
  /** One buffer for every window peek reads: an index being built reads its fields out of each document and lets go. */
  private reused = new Window(true);
  private fd: number | undefined;

  private constructor(fd: number) {
    this.fd = fd;
  }

  static open(path: string): DocumentFile {
    return new DocumentFile(openSync(path, 'r'));
  }

  read(offset: number, length: number): Buffer {
    return this.kept.bytesAt(this.readAt, offset, length);
  }

  peek(offset: number, length: number): Buffer {
    return this.reused.bytesAt(this.readAt, offset, length);
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    this.kept = new Window(false);
    this.reused = new Window(true);
  }

  private readonly readAt: ReadAt = (buffer, offset, length) => {
    if (this.fd === undefined) throw new Error('document file is closed');
    let filled = 0;
    while (filled < length) {
      const bytes = readSync(this.fd, buffer, filled, length - filled, offset + filled);
      if (bytes === 0) break;
      filled += bytes;
    }
    return filled;
  };
}
