import { describe, expect, it } from 'vitest';
import { MigrationRunner } from '../database/migrations/migration-runner.js';
import { emptyDatabasePerTest } from '../database/migrations/test-database.fixture.js';
import { productNameSearchMigration } from './product-name-search.migration.js';

const quiet = () => undefined;

describe('the product name search migration', () => {
  const database = emptyDatabasePerTest('product-name-search-migration-test');
  const products = () =>
    database.db.collection<{ _id: string; ProductName: string; NameWords?: string[]; NameKeys?: string[] }>('products');

  it('gives each product stored before it its name’s words and keys, and leaves indexed products alone', async () => {
    await products().insertMany([
      { _id: 'old', ProductName: 'Hello Kitty Café Mug' },
      { _id: 'indexed', ProductName: 'Bunny Pin', NameWords: ['bunny', 'pin'], NameKeys: ['bun', 'pin'] },
    ]);

    expect(await new MigrationRunner(database.db, quiet).runAll([productNameSearchMigration])).toEqual([productNameSearchMigration.id]);

    expect(
      await products()
        .find({}, { sort: { _id: 1 } })
        .toArray(),
    ).toEqual([
      { _id: 'indexed', ProductName: 'Bunny Pin', NameWords: ['bunny', 'pin'], NameKeys: ['bun', 'pin'] },
      {
        _id: 'old',
        ProductName: 'Hello Kitty Café Mug',
        NameWords: ['hello', 'kitty', 'cafe', 'mug'],
        NameKeys: ['hel', 'kit', 'caf', 'mug'],
      },
    ]);
  });
});
