import { Binary, Decimal128, Long, ObjectId, Timestamp } from 'bson';

/**
 * A string that two BSON values share exactly when MongoDB's index treats them as the same key:
 * numbers compare numerically across int32, double and int64; ObjectIds by their bytes; Dates by
 * time. Decimal128 is keyed by its text, so 1.0 and 1 are different keys (documented limitation).
 * Missing and null share a key, as in a MongoDB index.
 */
export function keyString(value: unknown): string {
  switch (typeof value) {
    case 'undefined':
      return 'null';
    case 'number':
      return numberKey(value);
    case 'string':
      return 's' + value;
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      return 'n' + value.toString();
    case 'object':
      return objectKey(value);
    default:
      return 'u' + String(value);
  }
}

/** Integers beyond 2^53 are spelled out in full, as Long.toString() spells them. */
function numberKey(value: number): string {
  if (Number.isSafeInteger(value) || !Number.isInteger(value)) return `n${Object.is(value, -0) ? 0 : value}`;
  return 'n' + BigInt(value).toString();
}

function objectKey(value: object | null): string {
  if (value === null) return 'null';
  if (value instanceof ObjectId) return 'o' + value.toHexString();
  if (value instanceof Date) return `t${value.getTime()}`;
  if (value instanceof Long) return 'n' + value.toString();
  if (value instanceof Decimal128) return 'd' + value.toString();
  if (value instanceof Binary) return `b${value.sub_type}:${Buffer.from(value.buffer).toString('base64')}`;
  if (value instanceof Timestamp) return 'ts' + value.toBigInt().toString();
  if (value instanceof RegExp) return `r/${value.source}/${value.flags}`;
  if (Array.isArray(value)) return '[' + value.map(keyString).join(',') + ']';
  const fields = Object.entries(value).map(([name, field]) => JSON.stringify(name) + ':' + keyString(field));
  return '{' + fields.join(',') + '}';
}
