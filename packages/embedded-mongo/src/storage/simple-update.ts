import { ObjectId, type Document } from 'bson';
import { keyString } from '../indexes/key-string.js';
import { compareValues, sameObjectId } from './bson-order.js';
import { isPlainObject } from './plain-object.js';

const SIMPLE_OPERATORS = new Set(['$set', '$unset', '$inc', '$mul', '$min', '$max', '$currentDate', '$push', '$pull']);
/** Returned by a field transform to delete the field. */
const REMOVE = Symbol('remove field');
/** Returned by a field transform that leaves the field as it is. */
const UNCHANGED = Symbol('unchanged field');
type FieldTransform = (current: unknown, exists: boolean) => unknown;

export interface SimpleUpdateResult {
  next: Document;
  changed: boolean;
}

/**
 * Applies the everyday update operators ($set, $unset, $inc, $mul, $min, $max, $currentDate, $push of one
 * value or of a plain `$each`, $pull of an ObjectId or string, on paths through objects and existing array elements) without mingo, whose update engine costs hundreds of
 * microseconds per call. Copies only the objects along each changed path; the rest of the new
 * version is shared with the stored (immutable) one. Returns undefined for anything else
 * (field names across arrays, positional operators, type errors), which mingo then handles.
 */
export function applySimpleUpdate(document: Document, update: Document): SimpleUpdateResult | undefined {
  const paths: string[] = [];
  const steps: [string[], FieldTransform][] = [];
  for (const [operator, fields] of Object.entries(update)) {
    if (!SIMPLE_OPERATORS.has(operator) || !isPlainObject(fields)) return undefined;
    for (const [path, operand] of Object.entries(fields)) {
      const transform = transformFor(operator, operand);
      if (!transform || !isSimplePath(path)) return undefined;
      paths.push(path);
      steps.push([path.split('.'), transform]);
    }
  }
  if (hasOverlappingPaths(paths)) return undefined;
  let next = document;
  let changed = false;
  const copies = new WeakSet<Container>();
  for (const [parts, transform] of steps) {
    const result = updateAtPath(next, parts, 0, transform, copies);
    if (result === undefined) return undefined;
    if (result !== UNCHANGED) {
      next = result;
      changed = true;
    }
  }
  return { next, changed };
}

function transformFor(operator: string, operand: unknown): FieldTransform | undefined {
  switch (operator) {
    case '$set':
      return (current, exists) => (exists && keyString(current) === keyString(operand) ? UNCHANGED : operand);
    case '$unset':
      return (_current, exists) => (exists ? REMOVE : UNCHANGED);
    case '$inc':
      return typeof operand === 'number' ? arithmetic((value) => value + operand, operand) : undefined;
    case '$mul':
      return typeof operand === 'number' ? arithmetic((value) => value * operand, 0) : undefined;
    case '$min':
      return (current, exists) => (!exists || compareValues(operand, current) < 0 ? operand : UNCHANGED);
    case '$max':
      return (current, exists) => (!exists || compareValues(operand, current) > 0 ? operand : UNCHANGED);
    case '$currentDate':
      return operand === true || (isPlainObject(operand) && operand.$type === 'date') ? () => new Date() : undefined;
    case '$push': {
      const pushed = pushedValues(operand);
      if (!pushed) return undefined;
      return arrayChange(
        (array) => (pushed.length === 0 ? UNCHANGED : [...array, ...pushed]),
        () => [...pushed],
      );
    }
    case '$pull': {
      const pulled = equalTo(operand);
      if (!pulled) return undefined;
      return arrayChange(
        (array) => (array.some(pulled) ? array.filter((element) => !pulled(element)) : UNCHANGED),
        () => UNCHANGED,
      );
    }
    default:
      return undefined;
  }
}

/**
 * The test of an element against a pulled ObjectId or string: by bytes or ===, not by key, since the ids holding
 * a sub-type can be a long list. Undefined for any other operand, which mingo then pulls.
 */
function equalTo(operand: unknown): ((element: unknown) => boolean) | undefined {
  if (operand instanceof ObjectId) return (element) => element instanceof ObjectId && sameObjectId(element, operand);
  if (typeof operand === 'string') return (element) => element === operand;
  return undefined;
}

/** An existing array changed, or a missing field; any other current value goes to mingo, which raises MongoDB's error. */
function arrayChange(change: (array: unknown[]) => unknown, whenMissing: () => unknown): FieldTransform {
  return (current, exists) => {
    if (!exists) return whenMissing();
    return Array.isArray(current) ? change(current) : undefined;
  };
}

/** The values a $push appends: one value, or those of a lone `$each`; undefined for `$slice`, `$sort`, `$position` (left to mingo). */
function pushedValues(operand: unknown): unknown[] | undefined {
  if (!isPlainObject(operand) || !Object.keys(operand).some((key) => key.startsWith('$'))) return [operand];
  const { $each: each, ...modifiers } = operand;
  return Array.isArray(each) && Object.keys(modifiers).length === 0 ? each : undefined;
}

/** Numbers only; any other current value goes to mingo, which raises MongoDB's error. */
function arithmetic(apply: (value: number) => number, whenMissing: number): FieldTransform {
  return (current, exists) => {
    if (!exists) return whenMissing;
    if (typeof current !== 'number') return undefined;
    const result = apply(current);
    return Object.is(result, current) ? UNCHANGED : result;
  };
}

function isSimplePath(path: string): boolean {
  if (path === '_id' || path.startsWith('_id.')) return false;
  return path.split('.').every((part) => part.length > 0 && !part.startsWith('$'));
}

function hasOverlappingPaths(paths: string[]): boolean {
  const sorted = [...paths].sort();
  return sorted.some((path, index) => index > 0 && (path === sorted[index - 1] || path.startsWith(sorted[index - 1] + '.')));
}

type Container = Document | unknown[];

/**
 * The new version of container with transform applied at parts[depth..]; UNCHANGED, or
 * undefined when mingo must do it. Numeric parts index existing array elements ('lines.0.qty').
 */
function updateAtPath(
  container: Container,
  parts: string[],
  depth: number,
  transform: FieldTransform,
  copies: WeakSet<Container>,
): Container | typeof UNCHANGED | undefined {
  const field = parts[depth];
  if (Array.isArray(container) && !isArrayIndex(field, container)) return undefined;
  const exists = Array.isArray(container) || Object.hasOwn(container, field);
  const current = (container as Document)[field];
  if (depth === parts.length - 1) {
    const value = transform(current, exists);
    if (value === undefined || value === UNCHANGED) return value;
    if (value === REMOVE && Array.isArray(container)) return undefined; // MongoDB nulls the element
    return replaceField(container, field, value, copies);
  }
  if (exists && !isPlainObject(current) && !Array.isArray(current)) return undefined;
  const child = updateAtPath((current as Container | undefined) ?? {}, parts, depth + 1, transform, copies);
  if (child === undefined || child === UNCHANGED) return child;
  return replaceField(container, field, child, copies);
}

/**
 * The container with field set to value: a copy, or the copy this update already made of it (copies), changed in place,
 * so that an order's update of eight fields copies the order once, not eight times.
 */
function replaceField(container: Container, field: string, value: unknown, copies: WeakSet<Container>): Container {
  if (value === REMOVE && !Array.isArray(container)) {
    const { [field]: _removed, ...rest } = container;
    copies.add(rest);
    return rest;
  }
  const copy = copies.has(container) ? container : Array.isArray(container) ? [...container] : { ...container };
  copies.add(copy);
  if (Array.isArray(copy)) copy[Number(field)] = value;
  // Assigning '__proto__' would set the prototype; defining it makes the field, as a spread copy does.
  else if (field === '__proto__') Object.defineProperty(copy, field, { value, writable: true, enumerable: true, configurable: true });
  else copy[field] = value;
  return copy;
}

function isArrayIndex(field: string, array: unknown[]): boolean {
  return /^\d+$/.test(field) && Number(field) < array.length;
}
