import type { CommandStartedEvent } from 'mongodb';
import mongoose from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type EmbeddedMongo, startEmbeddedMongo } from '@shop/embedded-mongo';
import { ensureSchemaIndexes } from './schema-indexes.js';

interface Thing {
  code?: string;
  shelf?: string;
  at?: Date;
}
const thingSchema = new mongoose.Schema<Thing>({ code: { type: String, unique: true }, shelf: String, at: Date });
thingSchema.index({ shelf: 1, at: -1 });
const noteSchema = new mongoose.Schema({ text: String });

describe('the indexes the models declare', () => {
  let server: EmbeddedMongo;
  let connection: mongoose.Connection;
  let things: mongoose.Model<Thing>;
  const commands: string[] = [];
  const lines: string[] = [];
  const ensure = () => ensureSchemaIndexes(connection, (line) => lines.push(line));
  const indexNames = async () => (await things.collection.indexes()).map((index) => index.name);

  beforeAll(async () => {
    server = await startEmbeddedMongo({ log: () => undefined });
    connection = await mongoose
      .createConnection(server.uri, { dbName: 'schema-indexes-test', autoIndex: false, autoCreate: false, monitorCommands: true })
      .asPromise();
    connection
      .getClient()
      .on('commandStarted', (event: CommandStartedEvent) => commands.push(`${event.commandName} ${event.command[event.commandName]}`));
    things = connection.model('Thing', thingSchema);
    connection.model('Note', noteSchema);
  });
  afterAll(async () => {
    await connection.close();
    await server.close();
  });
  beforeEach(async () => {
    await connection.dropDatabase();
    commands.length = 0;
    lines.length = 0;
  });

  it('are built on a new database, a unique one then refusing a second document with its key', async () => {
    await ensure();

    expect(await indexNames()).toEqual(['_id_', 'code_1', 'shelf_1_at_-1']);
    expect(lines).toEqual(['Built 2 indexes of things']);
    await things.create({ code: 'A1' });
    await expect(things.create({ code: 'A1' })).rejects.toThrow(/duplicate key/);
  });

  it('are built again when one is missing', async () => {
    await ensure();
    await things.collection.dropIndex('shelf_1_at_-1');
    lines.length = 0;

    await ensure();

    expect(await indexNames()).toEqual(['_id_', 'code_1', 'shelf_1_at_-1']);
    expect(lines).toEqual(['Built 1 index of things']);
  });

  it('cost one listing per indexed collection when they all exist, and nothing for a collection without any', async () => {
    await ensure();
    commands.length = 0;
    lines.length = 0;

    await ensure();

    expect(commands).toEqual(['listIndexes things']);
    expect(lines).toEqual([]);
  });
});
