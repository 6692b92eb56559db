import { MongoClient, ServerApiVersion } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.fixture.js';

describe('Stable API strict mode', () => {
  let server: TestServer;
  let strict: MongoClient;
  beforeAll(async () => {
    server = await startTestServer('stable_api');
    strict = await new MongoClient(server.uri, { serverApi: { version: ServerApiVersion.v1, strict: true } }).connect();
    await server.db.collection('items').insertMany([
      { _id: 1 as never, sku: 'a' },
      { _id: 2 as never, sku: 'b' },
    ]);
  });
  afterAll(async () => {
    await strict.close();
    await server.stop();
  });

  it('runs the commands of API version 1', async () => {
    const items = strict.db(server.dbName).collection('items');
    expect(await items.find({}, { sort: { _id: 1 } }).toArray()).toHaveLength(2);
    expect(await items.countDocuments()).toBe(2);
  });

  it('refuses commands and stages outside API version 1 with APIStrictError', async () => {
    const items = strict.db(server.dbName).collection('items');
    await expect(items.distinct('sku')).rejects.toMatchObject({ code: 323, message: expect.stringContaining('not in API Version 1') });
    await expect(
      strict
        .db('admin')
        .aggregate([{ $listLocalSessions: {} }])
        .toArray(),
    ).rejects.toMatchObject({ code: 323 });
  });

  it('refuses an API version other than 1', async () => {
    await expect(server.db.command({ ping: 1, apiVersion: '2' })).rejects.toMatchObject({ code: 322 });
  });
});
