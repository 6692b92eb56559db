import type { Schema, UpdateQuery } from 'mongoose';
import { lowestPayablePrice } from '@shop/contracts/products/sub-type-markers';
import { isInStock } from '../in-stock.js';
import { nameSearchFields } from '../name-search.js';

/**
 * Keeps the fields the storefront finds and sorts products by in step with what they derive from, on every
 * write mongoose makes: saves, inserts (lean ones included), updates, and the same in a bulkWrite. NameWords,
 * NameKeys and NameTypos (name-search.ts) come from ProductName, Category and IP: an update that sets the name
 * sets those too, as the back office's save does. ShopPrice, the card price (catalogue-query.ts sorts and
 * filters by it), and InStock (in-stock.ts) come from SubTypeSet. They are never read back.
 */
export function productNameSearchPlugin(schema: Schema): void {
  schema.add({
    NameWords: { type: [String], select: false },
    NameKeys: { type: [String], select: false },
    NameTypos: { type: [String], select: false },
    ShopPrice: { type: Number, default: null, select: false },
    InStock: { type: Boolean, default: false, select: false },
  });
  schema.index({ Display: 1, NameKeys: 1, ProductName: 1, _id: 1 });
  schema.index({ Display: 1, NameTypos: 1 });
  // A word few products begin with ("kity", read as written before as a typo) is a short span here, instead of a
  // walk over every product of its key.
  schema.index({ Display: 1, NameWords: 1 });

  schema.pre('validate', function () {
    if (this.isModified(['ProductName', 'Category', 'IP', 'SubTypeSet'])) this.set(derivedFields(this.toObject() as DerivedFrom));
  });
  schema.pre('insertMany', function (docs: unknown) {
    for (const product of [docs].flat() as DerivedFrom[]) Object.assign(product, derivedFields(product));
  });
  schema.pre(['updateOne', 'updateMany', 'findOneAndUpdate'], function () {
    const update = this.getUpdate() as NameUpdate | null;
    if (update) this.setUpdate(withNameSearchFields(update));
  });
  schema.pre('bulkWrite', function (operations: unknown) {
    for (const operation of operations as BulkOperation[]) {
      const product = operation.insertOne?.document;
      if (product) Object.assign(product, derivedFields(product));
      const updated = operation.updateOne ?? operation.updateMany;
      if (updated) updated.update = withNameSearchFields(updated.update);
    }
  });
}

interface DerivedFrom {
  ProductName?: unknown;
  Category?: readonly string[];
  IP?: readonly string[];
  SubTypeSet?: { Name: string; Price: number; SalePrice?: number | null; LeftNum: number }[];
}
type NameUpdate = UpdateQuery<DerivedFrom>;
interface BulkOperation {
  insertOne?: { document: DerivedFrom };
  updateOne?: { update: NameUpdate };
  updateMany?: { update: NameUpdate };
}

/** The derived fields of what `product` (a document, or what an update sets) holds. */
function derivedFields(product: DerivedFrom): object {
  const { ProductName, Category, IP, SubTypeSet } = product;
  return {
    ...(typeof ProductName === 'string' && nameSearchFields({ ProductName, Category, IP })),
    ...(Array.isArray(SubTypeSet) && { ShopPrice: lowestPayablePrice(SubTypeSet), InStock: isInStock(SubTypeSet) }),
  };
}

function withNameSearchFields(update: NameUpdate): NameUpdate {
  const fields = derivedFields({ ...update, ...update.$set });
  return Object.keys(fields).length > 0 ? { ...update, $set: { ...update.$set, ...fields } } : update;
}
