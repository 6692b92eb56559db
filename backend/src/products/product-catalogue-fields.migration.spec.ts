import { describe, expect, it } from 'vitest';
import { MigrationRunner } from '../database/migrations/migration-runner.js';
import { emptyDatabasePerTest } from '../database/migrations/test-database.fixture.js';
import { productCatalogueFieldsMigration } from './product-catalogue-fields.migration.js';

const quiet = () => undefined;

describe('the product catalogue fields migration', () => {
  const database = emptyDatabasePerTest('product-catalogue-fields-migration-test');

  it('gives each product its search words, card price and the units its orders still hold', async () => {
    await database.db.collection('products').insertOne({
      _id: 'tote' as never,
      ProductName: 'Café Totes',
      Category: ['Bags'],
      IP: [],
      SubTypeSet: [{ Name: 'default', Price: 14.99, SalePrice: 12, LeftNum: 3 }],
    });
    await database.db.collection('orders').insertMany([
      { Status: 'Paid', BuyItem: [{ proid: 'tote', buyNum: 2 }] },
      { Status: 'Canceled', BuyItem: [{ proid: 'tote', buyNum: 5 }] },
      { Status: 'Paying', BuyItem: [{ proid: 'tote', buyNum: 1 }] },
    ]);

    await new MigrationRunner(database.db, quiet).runAll([productCatalogueFieldsMigration]);

    expect(await database.db.collection('products').findOne({ _id: 'tote' as never })).toMatchObject({
      NameWords: ['cafe', 'totes', 'tote', 'bags', 'bag'],
      NameKeys: ['caf', 'tot', 'bag'],
      NameTypos: expect.arrayContaining(['cafe', 'afe', 'totes', 'tote', 'bags', 'bag']),
      ShopPrice: 12,
      UnitsSold: 3,
    });
  });
});
