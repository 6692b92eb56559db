/**
 * The values a dotted path reaches in a document, descending into arrays the way a multikey
 * index does: {a: [{b: 1}, {b: 2}]} gives [1, 2] for 'a.b', and an array at the end of the path
 * gives its elements. An empty result means the path is missing.
 */
export function pathValues(document: unknown, path: string): unknown[] {
  const out: unknown[] = [];
  collect(document, partsOf(path), 0, out);
  return out;
}

/** Paths split once: an index build reads the same few paths of every document. */
const splitPaths = new Map<string, string[]>();
const SPLIT_PATHS_KEPT = 1000;

function partsOf(path: string): string[] {
  let parts = splitPaths.get(path);
  if (!parts) {
    parts = path.split('.');
    if (splitPaths.size < SPLIT_PATHS_KEPT) splitPaths.set(path, parts);
  }
  return parts;
}

function collect(value: unknown, parts: string[], depth: number, out: unknown[]): void {
  if (depth === parts.length) {
    if (Array.isArray(value)) {
      if (value.length === 0) out.push(undefined);
      else out.push(...value);
    } else if (value !== undefined) {
      out.push(value);
    }
    return;
  }
  if (Array.isArray(value)) {
    const position = parts[depth];
    if (/^\d+$/.test(position)) collect(value[Number(position)], parts, depth + 1, out);
    for (const element of value) collect(element, parts, depth, out);
    return;
  }
  if (value !== null && typeof value === 'object' && !isBsonValue(value)) {
    collect((value as Record<string, unknown>)[parts[depth]], parts, depth + 1, out);
  }
}

/** BSON classes (ObjectId, Date, Binary...) are leaf values, never paths to descend into. */
function isBsonValue(value: object): boolean {
  return value instanceof Date || '_bsontype' in value;
}
