import type { AnyBulkWriteOperation, Collection, Document, FindCursor, ObjectId } from 'mongodb';
import mongoose from 'mongoose';
import { isObjectIdString } from '../../common/object-id.js';
import type { Migration } from './migration-runner.js';

const BATCH_SIZE = 500;
// A user's favourites may change while they are converted (a conditional write then misses); such users
// are read again, a few rounds at most.
const MAX_FAVOURITE_ROUNDS = 5;

/**
 * Orders' OwnerId and BuyItem[].proid and users' Fav[] were stored as strings while their schema paths were
 * Mixed (mongoose 9 makes `type: Types.ObjectId` Mixed); their ObjectId paths now match only ObjectIds.
 * Strings that are not 24 hex digits are left as they are.
 */
export const objectIdReferencesMigration: Migration = {
  id: '2026-11-22-object-id-references',
  async up(db, log) {
    const orders = await convertOrders(db.collection('orders'));
    const users = await convertFavourites(db.collection('users'));
    log(`Stored ids made ObjectIds: ${orders} orders, favourites of ${users} users`);
  },
};

function toObjectId(value: unknown): unknown {
  return isObjectIdString(value) ? new mongoose.Types.ObjectId(value) : value;
}

/** OwnerId and BuyItem never change once an order exists, so each order is rewritten from one read. */
async function convertOrders(orders: Collection): Promise<number> {
  const legacy = orders.find<{ _id: ObjectId; OwnerId: unknown; BuyItem: Document[] }>(
    { $or: [{ OwnerId: { $type: 'string' } }, { BuyItem: { $elemMatch: { proid: { $type: 'string' } } } }] },
    { projection: { OwnerId: 1, BuyItem: 1 } },
  );
  const { modified } = await writeInBatches(orders, legacy, (order) => ({
    updateOne: {
      filter: { _id: order._id },
      update: {
        $set: {
          OwnerId: toObjectId(order.OwnerId),
          BuyItem: order.BuyItem.map((item) => ({ ...item, proid: toObjectId(item.proid) })),
        },
      },
    },
  }));
  return modified;
}

/** Each user's list is replaced only if it is still the list read, so a toggle made meanwhile is not lost. */
async function convertFavourites(users: Collection): Promise<number> {
  let converted = 0;
  for (let round = 0; round < MAX_FAVOURITE_ROUNDS; round += 1) {
    const legacy = users.find<{ _id: ObjectId; Fav: unknown[] }>({ Fav: { $elemMatch: { $type: 'string' } } }, { projection: { Fav: 1 } });
    const { attempted, modified } = await writeInBatches(users, legacy, (user) => {
      const favourites = user.Fav;
      if (!favourites.some(isObjectIdString)) return null;
      return {
        updateOne: { filter: { _id: user._id, Fav: favourites }, update: { $set: { Fav: distinctIds(favourites.map(toObjectId)) } } },
      };
    });
    converted += modified;
    if (modified === attempted) return converted;
  }
  throw new Error(`Favourites kept changing over ${MAX_FAVOURITE_ROUNDS} rounds of conversion`);
}

/** The list without repeats: a product may have been stored both as a string and as an ObjectId. */
function distinctIds(values: unknown[]): unknown[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = String(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

async function writeInBatches<Read extends Document>(
  collection: Collection,
  documents: FindCursor<Read>,
  toWrite: (document: Read) => AnyBulkWriteOperation | null,
): Promise<{ attempted: number; modified: number }> {
  let batch: AnyBulkWriteOperation[] = [];
  let attempted = 0;
  let modified = 0;
  const flush = async () => {
    if (batch.length > 0) modified += (await collection.bulkWrite(batch, { ordered: false })).modifiedCount;
    attempted += batch.length;
    batch = [];
  };
  for await (const document of documents) {
    const write = toWrite(document);
    if (write) batch.push(write);
    if (batch.length === BATCH_SIZE) await flush();
  }
  await flush();
  return { attempted, modified };
}
