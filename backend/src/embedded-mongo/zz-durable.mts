import { MongoClient, ObjectId } from 'mongodb';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedMongo } from './server.js';
const dir = mkdtempSync(join(tmpdir(), 'emdur-'));
let server = await startEmbeddedMongo({ dbPath: dir });
let client = await MongoClient.connect(server.uri);
const c = client.db('d').collection('things');
await c.createIndex({ email: 1 }, { unique: true });
await c.insertMany([{ email: 'a', n: 1 }, { email: 'b', n: 2 }]);
await c.updateOne({ email: 'a' }, { $inc: { n: 10 } });
await c.deleteOne({ email: 'b' });
await client.close(); await server.close();
server = await startEmbeddedMongo({ dbPath: dir });
client = await MongoClient.connect(server.uri);
console.log(await client.db('d').collection('things').find().toArray(), await client.db('d').collection('things').indexes());
try { await client.db('d').collection('things').insertOne({ email: 'a' }); } catch (e) { console.log((e as Error).message); }
await client.close(); await server.close();
