import type { Document } from 'bson';
import { badValue } from '../command-error.js';
import { parseCollation } from '../storage/collation.js';

/** An index as listIndexes shows it. */
export interface IndexSpec {
  v: 2;
  key: Record<string, number | string>;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  expireAfterSeconds?: number;
  partialFilterExpression?: Document;
  [option: string]: unknown;
}

export const ID_INDEX_SPEC: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

/** Options that do not change what the index contains or allows. */
const IGNORED_OPTIONS = new Set(['v', 'key', 'name', 'background', 'ns']);

/** Validates a createIndexes entry and gives it MongoDB's listIndexes shape (v: 2 first). */
export function normalizeIndexSpec(raw: Document): IndexSpec {
  const key = raw.key;
  if (!key || typeof key !== 'object' || Array.isArray(key) || Object.keys(key).length === 0) {
    throw badValue('Index keys cannot be empty.');
  }
  for (const [field, direction] of Object.entries(key)) {
    if (!isValidDirection(direction)) throw badValue(`Values in the index key pattern can't be ${String(direction)} (field ${field})`);
  }
  const name = typeof raw.name === 'string' && raw.name.length > 0 ? raw.name : defaultIndexName(key);
  const spec: IndexSpec = { v: 2, key: normalizeKey(key), name };
  for (const [option, value] of Object.entries(raw)) {
    if (IGNORED_OPTIONS.has(option) || value === undefined) continue;
    if (option === 'collation' && !parseCollation(value)) continue; // the simple collation is the default
    if ((option === 'unique' || option === 'sparse') && value !== true) continue;
    spec[option] = value;
  }
  return spec;
}

function isValidDirection(direction: unknown): boolean {
  if (typeof direction === 'number') return direction !== 0 && Number.isFinite(direction);
  if (typeof direction === 'object' && direction !== null && '_bsontype' in direction) return Number(direction) !== 0;
  return typeof direction === 'string' && ['text', '2d', '2dsphere', 'hashed'].includes(direction);
}

function normalizeKey(key: Document): Record<string, number | string> {
  return Object.fromEntries(
    Object.entries(key).map(([field, direction]) => [field, typeof direction === 'string' ? direction : Number(direction)]),
  );
}

export function defaultIndexName(key: Document): string {
  return Object.entries(key)
    .map(([field, direction]) => `${field}_${String(direction)}`)
    .join('_');
}

/** Two specs describe the same index when their keys and behaviour-changing options agree. */
export function sameIndexOptions(a: IndexSpec, b: IndexSpec): boolean {
  const options = (spec: IndexSpec) =>
    JSON.stringify([spec.unique ?? false, spec.sparse ?? false, spec.expireAfterSeconds, spec.partialFilterExpression, spec.collation]);
  return options(a) === options(b);
}

export function sameKey(a: IndexSpec, b: IndexSpec): boolean {
  return JSON.stringify(a.key) === JSON.stringify(b.key);
}
