import type { MongooseQueryMiddleware, Schema } from 'mongoose';
import { WelcomeBoardSchema } from '../boards/schemas/welcome-board.schema.js';
import { ProductSchema } from '../products/schemas/product.schema.js';

type WriteListener = () => Promise<void>;

const listeners = new Set<WriteListener>();
const QUERY_WRITES: MongooseQueryMiddleware[] = [
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'replaceOne',
  'deleteOne',
  'deleteMany',
];

async function notifyListeners(): Promise<void> {
  await Promise.all([...listeners].map((listener) => listener()));
}

// Registered when this file is first imported, before Nest compiles the models: hooks added to a schema
// later would not reach its model. Every write path (admin forms, stock reservations, seeding) goes through
// these models, so no product or board service has to remember to announce its writes.
for (const schema of [ProductSchema, WelcomeBoardSchema] as Schema[]) {
  schema.post('save', notifyListeners);
  schema.post(QUERY_WRITES, notifyListeners);
  schema.post('insertMany', notifyListeners);
  schema.post('bulkWrite', notifyListeners);
}

/**
 * Calls `listener` after every write to products or welcome boards, before the write's promise resolves
 * (mongoose awaits post hooks), so a write's HTTP answer is sent only once its listeners are done.
 * Returns the unsubscribe function.
 */
export function onCatalogueWrite(listener: WriteListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Announces a product write made past the models (straight through the driver), as their hooks would. */
export const announceCatalogueWrite: () => Promise<void> = notifyListeners;
