import type { Document } from 'bson';
import { Binary, Decimal128, Long, ObjectId } from 'bson';

/** Renders a key the way MongoDB's E11000 message does: { email: "a@b.c" }, { _id: ObjectId('...') }. */
export function formatKeyValue(keyValue: Document): string {
  const fields = Object.entries(keyValue).map(([field, value]) => `${field}: ${formatValue(value)}`);
  return fields.length === 0 ? '{}' : `{ ${fields.join(', ')} }`;
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof ObjectId) return `ObjectId('${value.toHexString()}')`;
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (value instanceof Long) return value.toString();
  if (value instanceof Decimal128) return `NumberDecimal("${value.toString()}")`;
  if (value instanceof Binary) return `BinData(${value.sub_type}, ${Buffer.from(value.buffer).toString('hex').toUpperCase()})`;
  if (Array.isArray(value)) return `[ ${value.map(formatValue).join(', ')} ]`;
  if (typeof value === 'object') return formatKeyValue(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  // Functions and symbols: no BSON type, never stored.
  return typeof value;
}
