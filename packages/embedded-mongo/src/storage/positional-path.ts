import type { Document } from 'bson';
import { compileFilter, type Predicate } from './filter-compiler.js';
import { isPlainObject } from './plain-object.js';

const POSITIONAL_PATH = /^([^.$]+)\.\$(\..+)?$/;

/**
 * Rewrites `array.$.field` update paths to the index of the first array element the filter
 * matched, for the plain case of one top-level array named once in the filter (as
 * `array.field: condition` or `array: {$elemMatch: {...}}`). Undefined when the update has no
 * positional path or the case is anything else; mingo then resolves `$` itself. `document` is one the
 * filter matched, as every update's is.
 */
export function resolvePositionalPaths(document: Document, update: Document, filter: Document): Document | undefined {
  const arrayField = positionalArrayField(update);
  if (!arrayField) return undefined;
  const clause = arrayClause(filter, arrayField);
  const array = document[arrayField];
  if (!clause || !Array.isArray(array)) return undefined;
  const index = matchedIndex(array, clause);
  if (index < 0) return undefined;
  return rewritePaths(update, (path) => path.replace(POSITIONAL_PATH, (_match, field: string, rest = '') => `${field}.${index}${rest}`));
}

/** The one array every positional path goes through; undefined if none or several. */
function positionalArrayField(update: Document): string | undefined {
  const fields = new Set<string>();
  for (const operand of Object.values(update)) {
    if (!isPlainObject(operand)) return undefined;
    for (const path of Object.keys(operand)) {
      if (!path.includes('$')) continue;
      const match = POSITIONAL_PATH.exec(path);
      if (!match || match.at(2)?.includes('$')) return undefined;
      fields.add(match[1]);
    }
  }
  return fields.size === 1 ? [...fields][0] : undefined;
}

/** The element filter of the single clause naming the array, and whether that clause is an `$elemMatch`. */
interface ArrayClause {
  elementFilter: Document;
  elemMatch: boolean;
}

/**
 * The first element matching the clause. The filter matched the document, so an `$elemMatch` clause matched one of
 * its plain-object elements: when the others fail, it is the last one, not tested again (a stock take's test reads
 * through the element's list of every order holding it, which grows with the orders).
 */
function matchedIndex(array: unknown[], { elementFilter, elemMatch }: ArrayClause): number {
  const last = array.length - 1;
  const lastIsTheMatch = elemMatch && last >= 0 && isPlainObject(array[last]);
  if (lastIsTheMatch && last === 0) return 0;
  const matchesElement: Predicate = compileFilter(elementFilter);
  const tested = lastIsTheMatch ? array.slice(0, last) : array;
  const index = tested.findIndex((element) => isPlainObject(element) && matchesElement(element));
  return index < 0 && lastIsTheMatch ? last : index;
}

function arrayClause(filter: Document, arrayField: string): ArrayClause | undefined {
  if (Object.keys(filter).some((key) => key.startsWith('$'))) return undefined;
  const clauses = Object.entries(filter).filter(([key]) => key === arrayField || key.startsWith(`${arrayField}.`));
  if (clauses.length !== 1) return undefined;
  const [key, condition] = clauses[0];
  if (key === arrayField) return elemMatchClause(condition);
  const subPath = key.slice(arrayField.length + 1);
  if (/^\d+(\.|$)/.test(subPath)) return undefined;
  return { elementFilter: { [subPath]: condition }, elemMatch: false };
}

function elemMatchClause(condition: unknown): ArrayClause | undefined {
  if (!isPlainObject(condition) || Object.keys(condition).length !== 1 || !isPlainObject(condition.$elemMatch)) return undefined;
  const fields = Object.keys(condition.$elemMatch);
  if (fields.length === 0 || fields.some((field) => field.startsWith('$'))) return undefined;
  return { elementFilter: condition.$elemMatch, elemMatch: true };
}

function rewritePaths(update: Document, rewrite: (path: string) => string): Document {
  return Object.fromEntries(
    Object.entries(update).map(([operator, fields]) => [
      operator,
      Object.fromEntries(Object.entries(fields as Document).map(([path, value]) => [rewrite(path), value])),
    ]),
  );
}
