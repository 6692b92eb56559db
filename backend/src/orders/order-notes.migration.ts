import type { ObjectId } from 'mongodb';
import type { Migration } from '../database/migrations/migration-runner.js';

/**
 * An admin's note used to replace the order's one Note, and its history entry kept no text. Notes are now an
 * append-only list with author and time: a Note stored before becomes the list's first entry, by the admin of
 * the order's last note-only history entry, at the order's last revision. Each order is written once, with
 * its Note cleared, so a run that stopped part-way carries on with the orders still holding one.
 */
/** What this migration reads of an order stored before; older orders may lack any field but Note. */
interface LegacyOrder {
  _id: ObjectId;
  Note: string | null;
  Notes?: { at?: Date; by: string; text: string | null }[];
  ReviseDate?: Date;
  CreateDate?: Date;
  StatusHistory?: { from: string | null; to: string; by: string }[];
}

export const orderNotesMigration: Migration = {
  id: '2026-11-26-order-notes',
  async up(db, log) {
    const orders = db.collection<LegacyOrder>('orders');
    const legacy = orders.find(
      { Note: { $nin: ['', null] } },
      { projection: { Note: 1, Notes: 1, ReviseDate: 1, CreateDate: 1, StatusHistory: 1 } },
    );
    let moved = 0;
    for await (const order of legacy) {
      const noteChange = [...(order.StatusHistory ?? [])].reverse().find((change) => change.from === change.to);
      const note = { at: order.ReviseDate ?? order.CreateDate, by: noteChange?.by ?? 'unknown', text: order.Note };
      await orders.updateOne({ _id: order._id, Note: order.Note }, { $set: { Note: '', Notes: [note, ...(order.Notes ?? [])] } });
      moved += 1;
    }
    log(`Order notes moved into the notes list: ${moved} orders`);
  },
};
