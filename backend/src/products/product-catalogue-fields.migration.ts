import type { AnyBulkWriteOperation, Db, Document } from 'mongodb';
import { lowestPayablePrice } from '@shop/contracts/products/sub-type-markers';
import type { Migration } from '../database/migrations/migration-runner.js';
import { nameSearchFields } from './name-search.js';

const BATCH = 500;
/** Orders whose units went back to stock, or never left it. */
const UNSOLD_STATUSES = ['Canceled', 'Placing'];

/**
 * Gives every product the fields the storefront finds and sorts it by (product-name-search.plugin.ts): its
 * name's, categories' and characters' words, keys and typo variants, its card price, and the units its
 * orders hold (UnitsSold, kept since by the stock updates).
 */
export const productCatalogueFieldsMigration: Migration = {
  id: '2026-11-29-product-catalogue-fields',
  async up(db, log) {
    const unitsSold = await unitsSoldByProduct(db);
    const products = db.collection('products');
    const all = products.find({}, { projection: { ProductName: 1, Category: 1, IP: 1, SubTypeSet: 1 } });
    let batch: AnyBulkWriteOperation[] = [];
    let updated = 0;
    for await (const product of all) {
      batch.push({ updateOne: { filter: { _id: product._id }, update: { $set: catalogueFields(product, unitsSold) } } });
      if (batch.length === BATCH) {
        updated += (await products.bulkWrite(batch, { ordered: false })).modifiedCount;
        batch = [];
      }
    }
    if (batch.length > 0) updated += (await products.bulkWrite(batch, { ordered: false })).modifiedCount;
    log(`Products given their search words, card price and units sold: ${updated}`);
  },
};

function catalogueFields(product: Document, unitsSold: Map<string, number>): Document {
  const text = (value: unknown) => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);
  return {
    ...nameSearchFields({
      ProductName: typeof product.ProductName === 'string' ? product.ProductName : '',
      Category: text(product.Category),
      IP: text(product.IP),
    }),
    ShopPrice: lowestPayablePrice(Array.isArray(product.SubTypeSet) ? product.SubTypeSet : []),
    UnitsSold: unitsSold.get(String(product._id)) ?? 0,
  };
}

async function unitsSoldByProduct(db: Db): Promise<Map<string, number>> {
  const sold = db
    .collection('orders')
    .aggregate<{ _id: unknown; units: number }>([
      { $match: { Status: { $nin: UNSOLD_STATUSES } } },
      { $unwind: '$BuyItem' },
      { $group: { _id: '$BuyItem.proid', units: { $sum: '$BuyItem.buyNum' } } },
    ]);
  const units = new Map<string, number>();
  for await (const { _id, units: count } of sold) units.set(String(_id), count);
  return units;
}
