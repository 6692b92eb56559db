import type { AnyBulkWriteOperation, BulkWriteOptions, Document } from 'mongodb';
import { sellableSubTypes } from '@shop/contracts/products/sub-type-markers';
import { NOT_A_MARKER_NAME } from './stock-levels.js';

/**
 * A product with a sub-type for sale in stock; a product of markers only sells its markers (sub-type-markers.ts).
 * Products keep the answer as InStock (product-name-search.plugin.ts derives it on every model write, syncInStock
 * after the stock updates made through the driver), so the catalogue's in-stock filter is an index key and its
 * count reads no product (catalogue-query.ts).
 */
const IN_STOCK = {
  $or: [
    { SubTypeSet: { $elemMatch: { LeftNum: { $gt: 0 }, Name: NOT_A_MARKER_NAME } } },
    { SubTypeSet: { $not: { $elemMatch: { Name: NOT_A_MARKER_NAME } } }, 'SubTypeSet.LeftNum': { $gt: 0 } },
  ],
};

export function isInStock(subTypes: readonly { Name: string; LeftNum: number }[]): boolean {
  return sellableSubTypes(subTypes).some((subType) => subType.LeftNum > 0);
}

/** The products collection as the driver or a migration's db hands it out. */
interface BulkWriter {
  bulkWrite(operations: AnyBulkWriteOperation[], options: BulkWriteOptions): Promise<unknown>;
}

/**
 * Brings InStock in step with the stock of the products matching `filter`, in one command that changes only the
 * products whose flag is wrong. Each update reads the product as it is then, so concurrent stock updates, each
 * followed by a sync, leave the flag right whatever their order.
 */
export async function syncInStock(products: BulkWriter, filter: Document): Promise<void> {
  const operations: AnyBulkWriteOperation[] = [
    { updateMany: { filter: { $and: [filter, { InStock: { $ne: true } }, IN_STOCK] }, update: { $set: { InStock: true } } } },
    { updateMany: { filter: { $and: [filter, { InStock: { $ne: false } }, { $nor: [IN_STOCK] }] }, update: { $set: { InStock: false } } } },
  ];
  await products.bulkWrite(operations, { ordered: false });
}
