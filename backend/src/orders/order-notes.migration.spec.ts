import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { MigrationRunner } from '../database/migrations/migration-runner.js';
import { emptyDatabasePerTest } from '../database/migrations/test-database.fixture.js';
import { orderNotesMigration } from './order-notes.migration.js';

const { ObjectId } = mongoose.Types;
const quiet = () => undefined;

describe('the order notes migration', () => {
  const database = emptyDatabasePerTest('order-notes-migration-test');
  const migrate = () => new MigrationRunner(database.db, quiet).runAll([orderNotesMigration]);
  const orders = () => database.db.collection('orders');

  it("moves an order's single note into its notes list, with the admin who wrote it and when", async () => {
    const revised = new Date('2026-11-20T10:00:00Z');
    const history = [
      { at: new Date('2026-11-19T10:00:00Z'), by: 'webhook', from: 'Paying', to: 'Paid', reason: 'Payment received' },
      { at: revised, by: 'admin-1', from: 'Paid', to: 'Paid', reason: '' },
    ];
    const { insertedId } = await orders().insertOne({
      Note: 'Gift wrap please',
      ReviseDate: revised,
      CreateDate: new Date(),
      StatusHistory: history,
    });

    expect(await migrate()).toEqual([orderNotesMigration.id]);

    expect(await orders().findOne({ _id: insertedId })).toMatchObject({
      Note: '',
      Notes: [{ at: revised, by: 'admin-1', text: 'Gift wrap please' }],
    });
  });

  it('leaves orders without a note as they are', async () => {
    const untouched = { _id: new ObjectId(), Note: '', CreateDate: new Date(), StatusHistory: [] };
    await orders().insertOne(untouched);
    await migrate();
    expect(await orders().findOne({ _id: untouched._id })).toEqual(untouched);
  });
});
