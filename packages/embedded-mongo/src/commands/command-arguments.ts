import { Long, type Document } from 'bson';
import { mingo } from '../storage/mingo.js';
import { CommandError, ErrorCode, typeMismatch } from '../command-error.js';
import { parseCollation } from '../storage/collation.js';
import { translateQueryErrors, type QueryContext } from '../storage/document-query.js';
import { MINGO_OPTIONS } from '../storage/mingo-options.js';
import { isPlainObject } from '../storage/plain-object.js';

/** The collection a command names in its first field ({find: 'users'}). */
export function collectionName(command: Document): string {
  const name = Object.values(command)[0];
  if (typeof name !== 'string') {
    throw new CommandError(ErrorCode.InvalidNamespace, `collection name has invalid type ${describeType(name)}`);
  }
  if (name.length === 0) throw new CommandError(ErrorCode.InvalidNamespace, `Invalid namespace specified '.'`);
  return name;
}

export function optionalDocument(command: Document, field: string): Document | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) throw typeMismatch(`BSON field '${field}' is the wrong type '${describeType(value)}', expected type 'object'`);
  return value;
}

export function optionalArray(command: Document, field: string): unknown[] | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw typeMismatch(`BSON field '${field}' is the wrong type '${describeType(value)}', expected type 'array'`);
  return value;
}

export function requiredArray(command: Document, field: string): unknown[] {
  const value = optionalArray(command, field);
  if (!value) throw new CommandError(ErrorCode.Location40414, `BSON field '${field}' is missing but a required field`);
  return value;
}

export function optionalNonNegativeInteger(command: Document, field: string): number | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  const number = value instanceof Long ? value.toNumber() : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) {
    throw typeMismatch(`BSON field '${field}' is the wrong type '${describeType(value)}', expected types '[long, int, decimal, double]'`);
  }
  if (number < 0) throw new CommandError(ErrorCode.BadValue, `${field} value must be non-negative, but received: ${number}`);
  return Math.trunc(number);
}

export function optionalBoolean(command: Document, field: string, fallback: boolean): boolean {
  const value = command[field];
  return value === undefined || value === null ? fallback : Boolean(value);
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object') return (value as { _bsontype?: string })._bsontype?.toLowerCase() ?? 'object';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'double';
  return typeof value === 'boolean' ? 'bool' : typeof value;
}

/**
 * The command's `let` variables, and the collation and hint of statement (the command itself, or
 * one statement of an update or delete).
 */
export function queryContext(command: Document, statement: Document = command): QueryContext {
  return { collation: parseCollation(statement.collation), variables: letVariables(command), hint: statement.hint };
}

/** `let` values are expressions, evaluated once per command as MongoDB does ({$literal: '$x'}, {$rand: {}}). */
function letVariables(command: Document): Document | undefined {
  const variables = optionalDocument(command, 'let');
  if (!variables) return undefined;
  return translateQueryErrors(() => new (mingo().Aggregator)([{ $replaceWith: variables }], MINGO_OPTIONS).run([{}])[0]);
}

/** Commands that do not take part in collation-aware matching refuse anything but the simple one. */
export function assertSimpleCollation(collation: unknown): void {
  if (collation === undefined || collation === null) return;
  if (isPlainObject(collation) && collation.locale === 'simple') return;
  throw new CommandError(ErrorCode.CommandNotSupported, 'collation is not supported by the embedded server (only {locale: "simple"})');
}
