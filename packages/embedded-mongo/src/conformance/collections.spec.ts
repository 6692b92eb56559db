import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandError, startTestServer, type TestServer } from './test-server.fixture.js';

describe('collections and databases', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('collections');
  });
  afterAll(() => server.stop());

  it('creates a collection and refuses to create it twice (48)', async () => {
    await server.db.createCollection('created');
    const error = await commandError(server.db, { create: 'created' });
    expect(error.code).toBe(48);
    expect(error.codeName).toBe('NamespaceExists');
  });

  it('lists collections with full info, names only, or filtered', async () => {
    await server.db.createCollection('listed_a');
    await server.db.collection('listed_b').insertOne({});
    const full = await server.db.listCollections({ name: 'listed_a' }).toArray();
    expect(full).toHaveLength(1);
    expect(full[0]).toMatchObject({ name: 'listed_a', type: 'collection', idIndex: { key: { _id: 1 }, name: '_id_' } });
    expect((full[0] as { info?: { uuid?: unknown } }).info?.uuid).toBeDefined();
    const names = (await server.db.listCollections({}, { nameOnly: true }).toArray()).map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(['listed_a', 'listed_b']));
  });

  it('drops a collection, and dropping a missing one is harmless', async () => {
    await server.db.collection('dropped').insertOne({ a: 1 });
    expect(await server.db.collection('dropped').drop()).toBe(true);
    expect(await server.db.collection('dropped').countDocuments()).toBe(0);
    await expect(server.db.collection('never_there').drop()).resolves.toBeTypeOf('boolean');
  });

  it('lists and drops databases', async () => {
    const other = server.client.db(`${server.dbName}_other`);
    await other.collection('c').insertOne({ a: 1 });
    const { databases } = await server.client.db('admin').admin().listDatabases();
    expect(databases.map((entry) => entry.name)).toContain(`${server.dbName}_other`);
    const { databases: names } = await server.client.db('admin').admin().listDatabases({ nameOnly: true });
    expect(names.map((entry) => entry.name)).toContain(`${server.dbName}_other`);
    await other.dropDatabase();
    const after = await server.client.db('admin').admin().listDatabases({ nameOnly: true });
    expect(after.databases.map((entry) => entry.name)).not.toContain(`${server.dbName}_other`);
  });
});
