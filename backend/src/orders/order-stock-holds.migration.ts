import type { ObjectId } from 'mongodb';
import type { Migration } from '../database/migrations/migration-runner.js';

/**
 * Stock is given back only for the sub-types that name the order in their HeldBy, which orders placed before
 * HeldBy existed are not in: each order holding stock is added to its lines' sub-types. Adding skips a
 * sub-type that already names the order, so a run that stopped part-way is simply run again.
 */
export const orderStockHoldsMigration: Migration = {
  id: '2026-11-26-order-stock-holds',
  async up(db, log) {
    const products = db.collection<{ SubTypeSet: { Name: string; HeldBy: ObjectId[] }[]; StockRevision: number }>('products');
    await products.updateMany({ StockRevision: { $exists: false } }, { $set: { StockRevision: 0 } });
    const holding = db.collection('orders').find({ StockReserved: true }, { projection: { BuyItem: 1 } });
    let orders = 0;
    for await (const order of holding) {
      for (const item of order.BuyItem as { proid: ObjectId; subType: string }[]) {
        await products.updateOne(
          { _id: item.proid, SubTypeSet: { $elemMatch: { Name: item.subType, HeldBy: { $ne: order._id } } } },
          { $push: { 'SubTypeSet.$.HeldBy': order._id } },
        );
      }
      orders += 1;
    }
    log(`Stock holds recorded on their sub-types for ${orders} orders`);
  },
};
