import type { Model } from 'mongoose';
import type { StorefrontCache } from './storefront-cache.js';

/**
 * Writes what `make` gives into an empty catalogue collection (products, welcome boards), then clears the
 * storefront's cache; leaves a collection that has anything alone. Answers how many documents it wrote.
 */
export async function seedIfEmpty<Stored>(
  model: Model<Stored>,
  cache: StorefrontCache,
  make: () => Promise<Partial<Stored>[]>,
): Promise<number> {
  if ((await model.countDocuments()) > 0) return 0;
  const seeds = await make();
  await model.insertMany(seeds);
  await cache.invalidate();
  return seeds.length;
}
