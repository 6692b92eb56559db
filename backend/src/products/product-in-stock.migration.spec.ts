import { describe, expect, it } from 'vitest';
import { MigrationRunner } from '../database/migrations/migration-runner.js';
import { emptyDatabasePerTest } from '../database/migrations/test-database.fixture.js';
import { productInStockMigration } from './product-in-stock.migration.js';

const quiet = () => undefined;

describe('the product in-stock migration', () => {
  const database = emptyDatabasePerTest('product-in-stock-migration-test');

  it('flags each product in stock when a sub-type for sale has units, a product of markers only counting its markers', async () => {
    const products = database.db.collection<{ _id: string; SubTypeSet: object[]; InStock?: boolean }>('products');
    await products.insertMany([
      {
        _id: 'mug',
        SubTypeSet: [
          { Name: 'Pink', LeftNum: 0 },
          { Name: 'Blue', LeftNum: 2 },
        ],
      },
      {
        _id: 'pin',
        SubTypeSet: [
          { Name: 'Pink', LeftNum: 0 },
          { Name: 'cover', LeftNum: 9 },
        ],
        InStock: true,
      },
      { _id: 'tote', SubTypeSet: [{ Name: 'Beige (default)', LeftNum: 1 }], InStock: false },
      { _id: 'bare', SubTypeSet: [] },
    ]);

    await new MigrationRunner(database.db, quiet).runAll([productInStockMigration]);

    const flags = await products.find({}, { projection: { InStock: 1 }, sort: { _id: 1 } }).toArray();
    expect(flags).toEqual([
      { _id: 'bare', InStock: false },
      { _id: 'mug', InStock: true },
      { _id: 'pin', InStock: false },
      { _id: 'tote', InStock: true },
    ]);
  });
});
