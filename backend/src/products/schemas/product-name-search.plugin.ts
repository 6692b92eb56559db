import type { Schema, UpdateQuery } from 'mongoose';
import { nameSearchFields } from '../name-search.js';

/**
 * Keeps NameWords and NameKeys (name-search.ts) in step with ProductName on every write mongoose makes:
 * saves, inserts (lean ones included) and updates that set the name. They are never read back.
 */
export function productNameSearchPlugin(schema: Schema): void {
  schema.add({ NameWords: { type: [String], select: false }, NameKeys: { type: [String], select: false } });
  schema.index({ Display: 1, NameKeys: 1, ProductName: 1, _id: 1 });

  schema.pre('validate', function () {
    if (this.isModified('ProductName')) this.set(nameSearchFields(this.get('ProductName') as string));
  });
  schema.pre('insertMany', function (docs: unknown) {
    for (const product of [docs].flat() as Array<{ ProductName?: unknown }>) {
      if (typeof product.ProductName === 'string') Object.assign(product, nameSearchFields(product.ProductName));
    }
  });
  schema.pre(['updateOne', 'updateMany', 'findOneAndUpdate'], function () {
    const update = this.getUpdate() as UpdateQuery<{ ProductName?: string }> | null;
    const name = update?.$set?.ProductName ?? update?.ProductName;
    if (typeof name === 'string') this.setUpdate({ ...update, $set: { ...update!.$set, ...nameSearchFields(name) } });
  });
}
