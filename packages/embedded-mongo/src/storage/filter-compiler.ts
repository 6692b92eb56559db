import { ObjectId, type Document } from 'bson';
import { mingo } from './mingo.js';
import { keyString } from '../indexes/key-string.js';
import { compareValues, sameObjectId, toNumber, typeRank } from './bson-order.js';
import { MINGO_OPTIONS } from './mingo-options.js';
import { leafValues } from './query-paths.js';
import { isPlainObject } from './plain-object.js';

export type Predicate = (document: Document) => boolean;

/** Raised while compiling when the filter uses something only mingo knows. */
class NeedsMingo extends Error {}

/**
 * Compiles a filter into a plain function for the operators shops use every request ($eq, $in,
 * ranges, $exists, $regex, $elemMatch, $type, $and/$or ...). Anything else ($expr,
 * geo...) is handed whole to mingo, which is exact but far slower per document.
 */
export function compileFilter(filter: Document, variables?: Document): Predicate {
  try {
    return compileDocumentFilter(filter);
  } catch (error) {
    if (!(error instanceof NeedsMingo)) throw error;
    const query = new (mingo().Query)(filter, { ...MINGO_OPTIONS, variables });
    return (document) => query.test(document);
  }
}

function compileDocumentFilter(filter: Document): Predicate {
  const clauses: Predicate[] = [];
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$comment') continue;
    if (field === '$and' || field === '$or' || field === '$nor') clauses.push(compileLogical(field, condition));
    else if (field.startsWith('$')) throw new NeedsMingo();
    else clauses.push(compileField(field, condition));
  }
  if (clauses.length === 0) return () => true;
  if (clauses.length === 1) return clauses[0];
  return (document) => {
    for (const clause of clauses) if (!clause(document)) return false;
    return true;
  };
}

function compileLogical(operator: string, condition: unknown): Predicate {
  if (!Array.isArray(condition) || condition.length === 0 || !condition.every(isPlainObject)) {
    throw new NeedsMingo(); // mingo raises the right error text
  }
  const parts = condition.map((clause) => compileDocumentFilter(clause as Document));
  if (operator === '$and') return (document) => parts.every((part) => part(document));
  if (operator === '$or') return (document) => parts.some((part) => part(document));
  return (document) => !parts.some((part) => part(document));
}

type ValuesTest = (leaves: unknown[]) => boolean;

function compileField(field: string, condition: unknown): Predicate {
  if (!field.includes('.') && isScalarForStrictEquality(condition)) {
    // The most common filter of all ({status: 'paid'}, {display: true}) without building leaves.
    return (document) => {
      const value = document[field];
      return value === condition || (Array.isArray(value) && value.includes(condition));
    };
  }
  const test = compileCondition(condition);
  if (field.includes('.')) return (document) => test(leafValues(document, field));
  return (document) => test([document[field]]);
}

/** True if test holds for a leaf or, for array leaves, one of their elements (no allocation). */
function anyComparable(leaves: unknown[], test: (value: unknown) => boolean): boolean {
  for (const leaf of leaves) {
    if (test(leaf)) return true;
    if (Array.isArray(leaf)) for (const element of leaf) if (test(element)) return true;
  }
  return false;
}

function compileCondition(condition: unknown): ValuesTest {
  if (!isOperatorObject(condition)) return compileEquality(condition);
  const tests: ValuesTest[] = [];
  for (const [operator, operand] of Object.entries(condition)) {
    if (operator === '$options') continue;
    tests.push(compileOperator(operator, operand, condition));
  }
  return tests.length === 1 ? tests[0] : (leaves) => tests.every((test) => test(leaves));
}

function compileOperator(operator: string, operand: unknown, condition: Record<string, unknown>): ValuesTest {
  switch (operator) {
    case '$eq':
      return compileEquality(operand);
    case '$ne':
      return negate(compileEquality(operand));
    case '$gt':
      return compileRange(operand, (order) => order > 0);
    case '$gte':
      return compileRange(operand, (order) => order >= 0);
    case '$lt':
      return compileRange(operand, (order) => order < 0);
    case '$lte':
      return compileRange(operand, (order) => order <= 0);
    case '$in':
      return compileIn(operand);
    case '$nin':
      return negate(compileIn(operand));
    case '$exists':
      return operand ? (leaves) => leaves.some((leaf) => leaf !== undefined) : (leaves) => leaves.every((leaf) => leaf === undefined);
    case '$regex':
      return compileRegexTest(toRegExp(operand, condition.$options));
    case '$not':
      return negate(operand instanceof RegExp ? compileRegexTest(operand) : isOperatorObject(operand) ? compileCondition(operand) : fail());
    case '$size':
      return (leaves) => leaves.some((leaf) => Array.isArray(leaf) && leaf.length === operand);
    case '$all':
      return compileAll(operand);
    case '$elemMatch':
      return compileElemMatch(operand);
    case '$mod':
      return compileMod(operand);
    case '$type':
      return compileType(operand);
    default:
      throw new NeedsMingo();
  }
}

function fail(): never {
  throw new NeedsMingo();
}

function negate(test: ValuesTest): ValuesTest {
  return (leaves) => !test(leaves);
}

/** Equality also matches array elements; null also matches a missing field. */
function compileEquality(expected: unknown): ValuesTest {
  if (expected instanceof RegExp) return compileRegexTest(expected);
  if (typeof expected === 'string' || typeof expected === 'boolean') {
    return (leaves) => leaves.some((leaf) => leaf === expected || (Array.isArray(leaf) && leaf.includes(expected)));
  }
  const hasExpectedKey = keyTest(expected);
  if (expected instanceof ObjectId) {
    // Byte comparison instead of a hex key per element: lists of ids (holders, members) can be long.
    return (leaves) =>
      anyComparable(leaves, (value) => (value instanceof ObjectId ? sameObjectId(value, expected) : hasExpectedKey(value)));
  }
  if (typeof expected === 'number' && !Number.isNaN(expected)) {
    return (leaves) =>
      anyComparable(leaves, (value) =>
        typeof value === 'number' ? value === expected : typeof value === 'object' && value !== null && hasExpectedKey(value),
      );
  }
  return (leaves) => anyComparable(leaves, hasExpectedKey);
}

/**
 * Whether a value has the key of `expected`. A whole array only ever equals an array, so a value that is not
 * one never pays for the key of a long list (an order's id against the ids holding a sub-type).
 */
function keyTest(expected: unknown): (value: unknown) => boolean {
  const expectedKey = keyString(expected);
  if (Array.isArray(expected)) return (value) => keyString(value) === expectedKey;
  return (value) => !Array.isArray(value) && keyString(value) === expectedKey;
}

/** Range operators only compare values of the same type class (MongoDB's type bracketing). */
function compileRange(bound: unknown, accept: (order: number) => boolean): ValuesTest {
  const boundRank = typeRank(bound);
  const general = (value: unknown) => value !== undefined && typeRank(value) === boundRank && accept(compareValues(value, bound));
  if (typeof bound === 'number' && !Number.isNaN(bound)) {
    return (leaves) =>
      anyComparable(leaves, (value) =>
        typeof value === 'number' ? accept(value === bound ? 0 : value < bound ? -1 : value > bound ? 1 : Number.NaN) : general(value),
      );
  }
  if (bound instanceof Date) {
    const time = bound.getTime();
    return (leaves) => anyComparable(leaves, (value) => (value instanceof Date ? accept(value.getTime() - time) : general(value)));
  }
  return (leaves) => anyComparable(leaves, general);
}

function compileIn(operand: unknown): ValuesTest {
  if (!Array.isArray(operand)) throw new NeedsMingo();
  if (operand.length > 0 && operand.every((value) => value instanceof ObjectId)) {
    // Byte comparisons, as for one id (compileEquality): the ids holding a sub-type can be a long list.
    const ids = operand;
    return (leaves) => anyComparable(leaves, (value) => value instanceof ObjectId && ids.some((id) => sameObjectId(id, value)));
  }
  const regexes = operand.filter((value): value is RegExp => value instanceof RegExp);
  const keys = new Set(operand.filter((value) => !(value instanceof RegExp)).map(keyString));
  const listsArrays = operand.some((value) => Array.isArray(value));
  return (leaves) =>
    anyComparable(
      leaves,
      (value) =>
        ((listsArrays || !Array.isArray(value)) && keys.has(keyString(value))) ||
        (typeof value === 'string' && regexes.some((regex) => regex.test(value))),
    );
}

function compileRegexTest(regex: RegExp): ValuesTest {
  return (leaves) => anyComparable(leaves, (value) => typeof value === 'string' && regex.test(value));
}

function toRegExp(pattern: unknown, options: unknown): RegExp {
  const flags = typeof options === 'string' ? options.replace(/[^imsu]/g, '') : undefined;
  if (pattern instanceof RegExp) return flags ? new RegExp(pattern.source, flags) : pattern;
  if (typeof pattern !== 'string') throw new NeedsMingo();
  return new RegExp(pattern, flags);
}

function compileAll(operand: unknown): ValuesTest {
  if (!Array.isArray(operand) || operand.some((value) => isOperatorObject(value))) throw new NeedsMingo();
  if (operand.length === 0) return () => false;
  const tests = operand.map(compileEquality);
  return (leaves) => tests.every((test) => test(leaves));
}

/** {$elemMatch: {qty: {$gt: 5}}} tests array elements as documents; {$elemMatch: {$gt: 5}} tests them as values. */
function compileElemMatch(operand: unknown): ValuesTest {
  if (!isPlainObject(operand)) throw new NeedsMingo();
  const asValues = Object.keys(operand).every((key) => key.startsWith('$') && !['$and', '$or', '$nor'].includes(key));
  const matches: (element: unknown) => boolean = asValues
    ? (
        (test) => (element: unknown) =>
          test([element])
      )(compileCondition(operand))
    : (
        (predicate) => (element: unknown) =>
          isPlainObject(element) && predicate(element)
      )(compileDocumentFilter(operand));
  return (leaves) => leaves.some((leaf) => Array.isArray(leaf) && leaf.some(matches));
}

const ARRAY_TYPES = new Set<unknown>(['array', 4]);

/**
 * MongoDB matches $type against the field and, for an array, each of its elements (mingo only
 * checks the field itself); the type names and numbers are mingo's.
 */
function compileType(operand: unknown): ValuesTest {
  const types = Array.isArray(operand) ? operand : [operand];
  const elementQuery = new (mingo().Query)({ value: { $type: operand } }, MINGO_OPTIONS);
  const isOfType = (value: unknown) => value !== undefined && elementQuery.test({ value });
  const matchesArrays = types.some((type) => ARRAY_TYPES.has(type));
  return (leaves) => leaves.some((leaf) => (Array.isArray(leaf) ? matchesArrays || leaf.some(isOfType) : isOfType(leaf)));
}

function compileMod(operand: unknown): ValuesTest {
  if (!Array.isArray(operand) || operand.length !== 2) throw new NeedsMingo();
  const divisor = Math.trunc(toNumber(operand[0]));
  const remainder = Math.trunc(toNumber(operand[1]));
  return (leaves) => anyComparable(leaves, (value) => typeRank(value) === 2 && Math.trunc(toNumber(value)) % divisor === remainder);
}

/** Values for which === is exactly MongoDB equality (numbers excluded: 1 must equal Long(1)). */
function isScalarForStrictEquality(value: unknown): value is string | boolean {
  return typeof value === 'string' || typeof value === 'boolean';
}

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false;
  return Object.keys(value).at(0)?.startsWith('$') ?? false;
}
