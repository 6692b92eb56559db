import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { MigrationRunner } from '../database/migrations/migration-runner.js';
import { emptyDatabasePerTest } from '../database/migrations/test-database.fixture.js';
import { orderStockHoldsMigration } from './order-stock-holds.migration.js';

const { ObjectId } = mongoose.Types;
const quiet = () => undefined;
const line = (proid: unknown, subType: string, buyNum: number) => ({ proid, subType, buyNum });

describe('the order stock holds migration', () => {
  const database = emptyDatabasePerTest('order-stock-holds-migration-test');
  const migrate = () => new MigrationRunner(database.db, quiet).runAll([orderStockHoldsMigration]);
  const products = () => database.db.collection('products');
  const orders = () => database.db.collection('orders');

  it('names each order that holds stock in its lines’ sub-types, once, and no order that does not', async () => {
    const productId = new ObjectId();
    await products().insertOne({
      _id: productId,
      SubTypeSet: [
        { Name: 'Pink', LeftNum: 3 },
        { Name: 'Blue', LeftNum: 1 },
      ],
    });
    const { insertedId: holding } = await orders().insertOne({
      Status: 'Paid',
      StockReserved: true,
      BuyItem: [line(productId, 'Pink', 2), line(productId, 'Blue', 1)],
    });
    await orders().insertOne({ Status: 'Canceled', StockReserved: false, BuyItem: [line(productId, 'Pink', 1)] });

    expect(await migrate()).toEqual([orderStockHoldsMigration.id]);
    // A second run over its own work (a run that stopped part-way is run again) adds nothing.
    await orderStockHoldsMigration.up(database.db, quiet);

    const product = (await products().findOne({ _id: productId }))!;
    expect(product.StockRevision).toBe(0);
    expect(product.SubTypeSet).toEqual([
      { Name: 'Pink', LeftNum: 3, HeldBy: [holding] },
      { Name: 'Blue', LeftNum: 1, HeldBy: [holding] },
    ]);
  });
});
