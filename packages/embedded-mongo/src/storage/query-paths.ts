import { isPlainObject } from './plain-object.js';

/**
 * What a query path reaches in a document, per MongoDB's query semantics: field names descend
 * into the objects of an array, numeric parts index arrays. An undefined entry marks a branch
 * where the path is missing.
 */
export function leafValues(document: unknown, path: string): unknown[] {
  const out: unknown[] = [];
  collect(document, path.includes('.') ? path.split('.') : [path], 0, out);
  return out;
}

function collect(value: unknown, parts: string[], depth: number, out: unknown[]): void {
  if (depth === parts.length) {
    out.push(value);
    return;
  }
  const part = parts[depth];
  if (Array.isArray(value)) {
    if (isDigits(part)) {
      collect(value[Number(part)], parts, depth + 1, out);
      return;
    }
    let reached = false;
    for (const element of value) {
      if (isPlainObject(element)) {
        collect(element, parts, depth, out);
        reached = true;
      }
    }
    if (!reached) out.push(undefined);
    return;
  }
  if (isPlainObject(value)) collect(value[part], parts, depth + 1, out);
  else out.push(undefined);
}

function isDigits(part: string): boolean {
  return part.length > 0 && /^\d+$/.test(part);
}
