import { open, type FileHandle } from 'node:fs/promises';

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
