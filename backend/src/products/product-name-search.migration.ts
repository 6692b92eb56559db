import type { AnyBulkWriteOperation } from 'mongodb';
import type { Migration } from '../database/migrations/migration-runner.js';
import { nameSearchFields } from './name-search.js';

const BATCH = 500;

/** Products stored before the name search had its index get their name's words and keys (name-search.ts). */
export const productNameSearchMigration: Migration = {
  id: '2026-11-26-product-name-search',
  async up(db, log) {
    const products = db.collection('products');
    const unindexed = products.find({ NameKeys: { $exists: false } }, { projection: { ProductName: 1 } });
    let batch: AnyBulkWriteOperation[] = [];
    let indexed = 0;
    for await (const product of unindexed) {
      const fields = nameSearchFields(typeof product.ProductName === 'string' ? product.ProductName : '');
      batch.push({ updateOne: { filter: { _id: product._id, ProductName: product.ProductName }, update: { $set: fields } } });
      if (batch.length === BATCH) {
        indexed += (await products.bulkWrite(batch, { ordered: false })).modifiedCount;
        batch = [];
      }
    }
    if (batch.length > 0) indexed += (await products.bulkWrite(batch, { ordered: false })).modifiedCount;
    log(`Product names indexed for the storefront search: ${indexed} products`);
  },
};
