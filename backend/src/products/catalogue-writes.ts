import type { MongooseQueryMiddleware, Schema } from 'mongoose';
import { WelcomeBoardSchema } from '../boards/schemas/welcome-board.schema.js';
import { ProductSchema } from './schemas/product.schema.js';

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

/** A query write's result: counts for update, replace and delete, the document (or null) for findOneAnd*. */
async function notifyIfChanged(result: unknown): Promise<void> {
  if (changedSomething(result)) await notifyListeners();
}

function changedSomething(result: unknown): boolean {
  if (result === null || result === undefined) return false;
  if (typeof result !== 'object') return true;
  const counts = result as { modifiedCount?: number; deletedCount?: number; upsertedCount?: number };
  if (counts.modifiedCount === undefined && counts.deletedCount === undefined) return true;
  return (counts.modifiedCount ?? 0) + (counts.deletedCount ?? 0) + (counts.upsertedCount ?? 0) > 0;
}

// Registered when this file is first imported, before Nest compiles the models: hooks added to a schema
// later would not reach its model. Every write path (admin forms, stock reservations, seeding) goes through
// these models, so no product or board service has to remember to announce its writes.
for (const schema of [ProductSchema, WelcomeBoardSchema] as Schema[]) {
  schema.post('save', notifyListeners);
  // A write that matched nothing or changed nothing (a refused conditional update, a no-op save) keeps the cache.
  schema.post(QUERY_WRITES, notifyIfChanged);
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
