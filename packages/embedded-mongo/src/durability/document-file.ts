import { closeSync, openSync, readSync } from 'node:fs';
import type { DocumentBytes } from '../storage/encoded-document.js';

/**
 * A window this large is read around a document that is not in the last one: a lookup costs one small read. A read
 * running on from the last window (a scan in the file's order, such as an index being built) doubles the next window,
 * up to READ_AHEAD_BYTES: bench:restart's first catalogue page made 4,400 reads of 32 KB to build one index of 100,000
 * products (~125 ms with their buffers), 140 of 1 MB now.
 */
const WINDOW_BYTES = 32 * 1024;
const READ_AHEAD_BYTES = 1024 * 1024;

/**
 * A snapshot or journal segment that recovered documents are read back from. Its bytes never change once written
 * (segments only grow, snapshots are replaced whole), and the descriptor keeps them readable after compaction
 * deletes the file, until the documents have moved to the new snapshot and close() is called.
 */
export class DocumentFile implements DocumentBytes {
  private window: Buffer = Buffer.alloc(0);
  private windowStart = 0;
  private windowBytes = WINDOW_BYTES;
  private fd: number | undefined;

  private constructor(fd: number) {
    this.fd = fd;
  }

  static open(path: string): DocumentFile {
    return new DocumentFile(openSync(path, 'r'));
  }

  read(offset: number, length: number): Buffer {
    const start = offset - this.windowStart;
    if (start < 0 || start + length > this.window.length) {
      const runsOn = start >= 0 && start <= this.window.length;
      this.windowBytes = runsOn ? Math.min(2 * this.windowBytes, READ_AHEAD_BYTES) : WINDOW_BYTES;
      // A new buffer each time: what was handed out from the previous window stays valid.
      this.window = this.readAt(offset, Math.max(this.windowBytes, length));
      this.windowStart = offset;
      return this.window.subarray(0, length);
    }
    return this.window.subarray(start, start + length);
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    this.window = Buffer.alloc(0);
  }

  private readAt(offset: number, length: number): Buffer {
    if (this.fd === undefined) throw new Error('document file is closed');
    const buffer = Buffer.allocUnsafe(length);
    let filled = 0;
    while (filled < length) {
      const bytes = readSync(this.fd, buffer, filled, length - filled, offset + filled);
      if (bytes === 0) break;
      filled += bytes;
    }
    return buffer.subarray(0, filled);
  }
}
