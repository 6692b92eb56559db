import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongo } from '../server.js';

describe('durable mode', () => {
  const directories: string[] = [];
  afterEach(async () => {
    await Promise.all(directories.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  async function withServer<T>(dbPath: string, use: (client: MongoClient, server: EmbeddedMongo) => Promise<T>): Promise<T> {
    const server = await startEmbeddedMongo({ dbPath, log: () => undefined });
    const client = await MongoClient.connect(server.uri);
    try {
      return await use(client, server);
    } finally {
      await client.close();
      await server.close();
    }
  }

  async function journalBytes(dir: string): Promise<number> {
    const sizes = await Promise.all((await readdir(dir)).map(async (name) => (await stat(join(dir, name))).size));
    return sizes.reduce((sum, size) => sum + size, 0);
  }

  it('keeps documents, indexes and drops across a restart', async () => {
    const dbPath = await mkdtemp(join(tmpdir(), 'embedded-mongo-'));
    directories.push(dbPath);
    await withServer(dbPath, async (client) => {
      const users = client.db('shop').collection('users');
      await users.createIndex({ email: 1 }, { unique: true }, undefined);
      await users.insertMany([{ email: 'a@b.c', visits: 1 }, { email: 'gone@b.c' }]);
      await users.updateOne({ email: 'a@b.c' }, { $inc: { visits: 1 } });
      await users.deleteOne({ email: 'gone@b.c' });
      await client.db('shop').collection('scratch').insertOne({ a: 1 });
      await client.db('shop').collection('scratch').drop();
    });
    await withServer(dbPath, async (client) => {
      const users = client.db('shop').collection('users');
      expect(await users.find({}, { projection: { _id: 0 } }).toArray()).toEqual([{ email: 'a@b.c', visits: 2 }]);
      await expect(users.insertOne({ email: 'a@b.c' })).rejects.toMatchObject({ code: 11000 });
      expect(
        await client
          .db('shop')
          .listCollections({}, { nameOnly: true })
          .map((entry) => entry.name)
          .toArray(),
      ).toEqual(['users']);
    });
  });

  it('keeps views, collMod validators and collated indexes across a restart', async () => {
    const dbPath = await mkdtemp(join(tmpdir(), 'embedded-mongo-'));
    directories.push(dbPath);
    await withServer(dbPath, async (client) => {
      const shop = client.db('shop');
      await shop.collection('users').createIndex({ email: 1 }, { unique: true, collation: { locale: 'en', strength: 2 } }, undefined);
      await shop.collection('users').insertOne({ email: 'ann@b.c', age: 30 });
      await shop.command({ collMod: 'users', validator: { age: { $gte: 18 } } });
      await shop.createCollection('adults', { viewOn: 'users', pipeline: [{ $project: { _id: 0, email: 1 } }] });
    });
    await withServer(dbPath, async (client) => {
      const shop = client.db('shop');
      await expect(shop.collection('users').insertOne({ email: 'ANN@b.c', age: 40 })).rejects.toMatchObject({ code: 11000 });
      await expect(shop.collection('users').insertOne({ email: 'kid@b.c', age: 9 })).rejects.toMatchObject({ code: 121 });
      expect(await shop.collection('adults').find().toArray()).toEqual([{ email: 'ann@b.c' }]);
    });
  });

  it('does not journal recovered records again on start', async () => {
    const dbPath = await mkdtemp(join(tmpdir(), 'embedded-mongo-'));
    directories.push(dbPath);
    await withServer(dbPath, (client) =>
      client
        .db('shop')
        .collection('c')
        .insertMany([{ a: 1 }, { a: 2 }]),
    );
    const before = await journalBytes(dbPath);
    await withServer(dbPath, async (client) => {
      expect(await client.db('shop').collection('c').countDocuments()).toBe(2);
    });
    expect(await journalBytes(dbPath)).toBe(before);
  });
});
