import type { Migration } from '../database/migrations/migration-runner.js';
import { syncInStock } from './in-stock.js';

/** Gives every product its InStock flag (in-stock.ts), which the catalogue's in-stock filter reads. */
export const productInStockMigration: Migration = {
  id: '2026-11-29-product-in-stock',
  async up(db, log) {
    await syncInStock(db.collection('products'), {});
    log(`Products flagged in stock: ${await db.collection('products').countDocuments({ InStock: true })}`);
  },
};
