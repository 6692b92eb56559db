import { open, rename, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { syncDirectory, tempFileName } from './data-directory.js';
import { PRIVATE_FILE_MODE } from './private-files.js';

/** FileHandle.write may write less than asked; loop until the whole buffer is in the file. */
export async function writeFully(handle: FileHandle, buffer: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < buffer.byteLength) {
    const { bytesWritten } = await handle.write(buffer, offset, buffer.byteLength - offset, null);
    offset += bytesWritten;
  }
}

export async function truncateFile(path: string, length: number): Promise<void> {
  const handle = await open(path, 'r+');
  try {
    await handle.truncate(length);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes pieces to path and fsyncs; 'wx' refuses to overwrite an existing file. Returns the bytes written. */
export async function writeFileSynced(path: string, pieces: Iterable<Uint8Array>, flags: 'w' | 'wx'): Promise<number> {
  const handle = await open(path, flags, PRIVATE_FILE_MODE);
  let bytes = 0;
  try {
    for (const piece of pieces) {
      await writeFully(handle, piece);
      bytes += piece.byteLength;
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  return bytes;
}

/** Writes a temp file, syncs, then renames it over dir/name, so the file is either the old one or the whole new one. */
export async function replaceFileAtomically(dir: string, name: string, pieces: Iterable<Uint8Array>): Promise<number> {
  const tempPath = join(dir, tempFileName(name));
  const bytes = await writeFileSynced(tempPath, pieces, 'w');
  await rename(tempPath, join(dir, name));
  await syncDirectory(dir);
  return bytes;
}
