import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DocumentFile } from './document-file.js';
import { useTempDirectories } from './temp-directory.fixture.js';

const newTempDirectory = useTempDirectories();

describe('a document file', () => {
  it('gives back the bytes asked for, read in file order, far apart or past the windows it read ahead', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 123);
    const path = join(await newTempDirectory(), 'snapshot-00000001.bson');
    await writeFile(path, bytes);
    const file = DocumentFile.open(path);
    const handedOut: [Buffer, number, number][] = [];
    for (let offset = 0, length = 1; offset + length <= bytes.length; offset += length, length = (length * 7 + 13) % 5000) {
      handedOut.push([file.read(offset, length), offset, length]);
    }
    for (const offset of [2_900_000, 10, 1_500_000, 1_500_100, bytes.length - 70_000])
      handedOut.push([file.read(offset, 65_000), offset, 65_000]);
    file.close();

    const wrong = handedOut.filter(([read, offset, length]) => !read.equals(bytes.subarray(offset, offset + length)));
    expect(wrong.map(([, offset]) => offset)).toEqual([]);
  });

  it('peeks at the bytes asked for, in file order as it reads further ahead and far apart', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 123);
    const path = join(await newTempDirectory(), 'snapshot-00000001.bson');
    await writeFile(path, bytes);
    const file = DocumentFile.open(path);
    const wrong: number[] = [];
    const peek = (offset: number, length: number) => {
      if (!file.peek(offset, length).equals(bytes.subarray(offset, offset + length))) wrong.push(offset);
    };
    for (let offset = 0, length = 1; offset + length <= bytes.length; offset += length, length = (length * 7 + 13) % 5000)
      peek(offset, length);
    for (const offset of [2_900_000, 10, 1_500_000, 1_500_100, bytes.length - 70_000]) peek(offset, 65_000);
    file.close();
    expect(wrong).toEqual([]);
  });
});
