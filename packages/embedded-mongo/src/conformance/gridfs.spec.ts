import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { GridFSBucket } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.fixture.js';

describe('GridFS through GridFSBucket', () => {
  let server: TestServer;
  let bucket: GridFSBucket;
  beforeAll(async () => {
    server = await startTestServer('gridfs');
    bucket = new GridFSBucket(server.db, { bucketName: 'uploads', chunkSizeBytes: 64 * 1024 });
  });
  afterAll(() => server.stop());

  async function upload(name: string, content: Buffer) {
    const stream = bucket.openUploadStream(name, { metadata: { owner: 'test' } });
    await new Promise<void>((resolve, reject) =>
      Readable.from([content])
        .pipe(stream)
        .on('finish', () => resolve())
        .on('error', reject),
    );
    return stream.id;
  }

  it('uploads a file in chunks and downloads the same bytes by id and by name', async () => {
    const content = randomBytes(300 * 1024);
    const id = await upload('photo.jpg', content);
    expect(await server.db.collection('uploads.chunks').countDocuments({ files_id: id })).toBe(5);
    expect((await buffer(bucket.openDownloadStream(id))).equals(content)).toBe(true);
    expect((await buffer(bucket.openDownloadStreamByName('photo.jpg'))).equals(content)).toBe(true);
    const [file] = await bucket.find({ _id: id }).toArray();
    expect(file).toMatchObject({ length: content.length, filename: 'photo.jpg', metadata: { owner: 'test' } });
  });

  it('downloads a byte range', async () => {
    const content = randomBytes(200 * 1024);
    const id = await upload('range.bin', content);
    const part = await buffer(bucket.openDownloadStream(id, { start: 70_000, end: 140_000 }));
    expect(part.equals(content.subarray(70_000, 140_000))).toBe(true);
  });

  it('deletes a file and its chunks', async () => {
    const id = await upload('gone.txt', Buffer.from('bye'));
    await bucket.delete(id);
    expect(await server.db.collection('uploads.chunks').countDocuments({ files_id: id })).toBe(0);
    await expect(buffer(bucket.openDownloadStream(id))).rejects.toThrow(/FileNotFound|not found/i);
  });
});
