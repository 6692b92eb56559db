import { MAX_PAGE_NUMBER } from '@shop/contracts/pagination';
import type { Model, QueryFilter, SortOrder, Types } from 'mongoose';

export const MAX_SKIP = 100_000;
export const INVALID_SKIP_MESSAGE = `skip must be a whole number from 0 to ${MAX_SKIP}`;

export interface Page<T> {
  items: T[];
  total: number;
}

/** A page number as written in a path ("1", "2", …); anything else is not one. */
export function parsePageNumber(raw: string): number | undefined {
  if (!/^[1-9]\d*$/.test(raw)) return undefined;
  const page = Number(raw);
  return page <= MAX_PAGE_NUMBER ? page : undefined;
}

/** A `skip` query value ("0", "10", …); absent means 0, anything else is not one. */
export function parseSkip(raw: unknown): number | undefined {
  if (raw === undefined) return 0;
  if (typeof raw !== 'string' || !/^(0|[1-9]\d*)$/.test(raw)) return undefined;
  const skip = Number(raw);
  return skip <= MAX_SKIP ? skip : undefined;
}

/** A model's documents as `lean()` reads them, unless the caller names a richer shape (timestamps, …). */
type LeanOf<Doc> = Doc & { _id: Types.ObjectId };

/** One page of lean documents plus the number of all matches; a page past the end is empty. */
export async function findPage<Doc, Lean extends Doc = LeanOf<Doc>>(
  model: Model<Doc>,
  filter: QueryFilter<Doc>,
  sort: Record<string, SortOrder>,
  page: number,
  pageSize: number,
): Promise<Page<Lean>> {
  const [items, total] = await Promise.all([findPageItems<Doc, Lean>(model, filter, sort, page, pageSize), model.countDocuments(filter)]);
  return { items, total };
}

/** One page of lean documents; a page past the end is empty. */
export function findPageItems<Doc, Lean extends Doc = LeanOf<Doc>>(
  model: Model<Doc>,
  filter: QueryFilter<Doc>,
  sort: Record<string, SortOrder>,
  page: number,
  pageSize: number,
): Promise<Lean[]> {
  return model
    .find(filter)
    .sort(sort)
    .skip((page - 1) * pageSize)
    .limit(pageSize)
    .lean<Lean[]>()
    .exec();
}
