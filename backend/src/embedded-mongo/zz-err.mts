import { MongoClient, ObjectId } from 'mongodb';
import { startEmbeddedMongo } from './server.js';
const server = await startEmbeddedMongo();
const client = await MongoClient.connect(server.uri);
const c = client.db('p').collection('x');
const { insertedId } = await c.insertOne({ a: 1 });
try { await c.updateOne({ _id: insertedId }, { $set: { _id: new ObjectId() } }); } catch (e) { console.log(e, Object.keys(e as object), (e as any).code); }
await client.close(); await server.close();
