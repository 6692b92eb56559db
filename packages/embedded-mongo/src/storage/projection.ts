import type { Document } from 'bson';
import { mingo } from './mingo.js';
import { badValue } from '../command-error.js';
import { MINGO_OPTIONS } from './mingo-options.js';
import { isPlainObject } from './plain-object.js';

interface ProjectionTree {
  [field: string]: true | ProjectionTree | undefined;
}

export type Projector = (document: Document) => Document;

/**
 * Compiles a find projection. Plain inclusions and exclusions ({name: 1}, {password: 0},
 * dotted paths) are done here; operators ($slice, $elemMatch, positional $, expressions)
 * go to mingo.
 */
/** filter is needed by the positional projection ('items.$': 1). */
export function compileProjection(projection: Document | undefined, filter: Document = {}): Projector | undefined {
  if (!projection || Object.keys(projection).length === 0) return undefined;
  const entries = Object.entries(projection);
  if (entries.some(([path, value]) => !isFlag(value) || path.includes('$'))) return mingoProjector(projection, filter);
  const excludeId = entries.some(([path, value]) => path === '_id' && !truthy(value));
  const fields = entries.filter(([path]) => path !== '_id');
  const inclusive = fields.length > 0 ? truthy(fields[0][1]) : projection._id !== undefined && truthy(projection._id);
  if (fields.some(([, value]) => truthy(value) !== inclusive)) {
    throw badValue('Cannot do exclusion on field in inclusion projection');
  }
  const tree = buildTree(inclusive ? entries.filter(([path, value]) => path !== '_id' || truthy(value)) : entries);
  if (inclusive) {
    return (document) => {
      const projected = include(document, tree) as Document;
      if (excludeId || !('_id' in document)) return projected;
      return { _id: document._id, ...projected };
    };
  }
  return (document) => exclude(document, tree) as Document;
}

function isFlag(value: unknown): boolean {
  return typeof value === 'number' || typeof value === 'boolean';
}

function truthy(value: unknown): boolean {
  return Number(value) !== 0 && value !== false;
}

function buildTree(entries: [string, unknown][]): ProjectionTree {
  const tree: ProjectionTree = {};
  for (const [path] of entries) {
    const parts = path.split('.');
    let node = tree;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = true;
      else {
        const child = node[part] ?? {};
        if (child === true) return;
        node[part] = child;
        node = child;
      }
    });
  }
  return tree;
}

function include(value: unknown, tree: ProjectionTree): unknown {
  if (Array.isArray(value))
    return value.filter((element) => isPlainObject(element) || Array.isArray(element)).map((element) => include(element, tree));
  if (!isPlainObject(value)) return undefined;
  const out: Document = {};
  for (const [field, fieldValue] of Object.entries(value)) {
    const node = tree[field];
    if (node === true) out[field] = fieldValue;
    else if (node && (isPlainObject(fieldValue) || Array.isArray(fieldValue))) out[field] = include(fieldValue, node);
  }
  return out;
}

function exclude(value: unknown, tree: ProjectionTree): unknown {
  if (Array.isArray(value))
    return value.map((element) => (isPlainObject(element) || Array.isArray(element) ? exclude(element, tree) : element));
  if (!isPlainObject(value)) return value;
  const out: Document = {};
  for (const [field, fieldValue] of Object.entries(value)) {
    const node = tree[field];
    if (node === true) continue;
    out[field] = node ? exclude(fieldValue, node) : fieldValue;
  }
  return out;
}

function mingoProjector(projection: Document, filter: Document): Projector {
  const query = new (mingo().Query)(filter, MINGO_OPTIONS);
  return (document) => query.find<Document>([document], projection).all()[0];
}
