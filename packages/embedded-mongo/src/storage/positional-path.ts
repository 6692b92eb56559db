import type { Document } from 'bson';
import { compileFilter, type Predicate } from './filter-compiler.js';
import { isPlainObject } from './plain-object.js';

const POSITIONAL_PATH = /^([^.$]+)\.\$(\..+)?$/;

/**
 * Rewrites `array.$.field` update paths to the index of the first array element the filter
 * matched, for the plain case of one top-level array named once in the filter (as
 * `array.field: condition` or `array: {$elemMatch: {...}}`). Undefined when the update has no
 * positional path or the case is anything else; mingo then resolves `$` itself.
 */
export function resolvePositionalPaths(document: Document, update: Document, filter: Document): Document | undefined {
  const arrayField = positionalArrayField(update);
  if (!arrayField) return undefined;
  const matchesElement = elementPredicate(filter, arrayField);
  const array = document[arrayField];
  if (!matchesElement || !Array.isArray(array)) return undefined;
  const index = array.findIndex((element) => isPlainObject(element) && matchesElement(element));
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

/** What an element must satisfy, from the single filter clause naming the array. */
function elementPredicate(filter: Document, arrayField: string): Predicate | undefined {
  if (Object.keys(filter).some((key) => key.startsWith('$'))) return undefined;
  const clauses = Object.entries(filter).filter(([key]) => key === arrayField || key.startsWith(`${arrayField}.`));
  if (clauses.length !== 1) return undefined;
  const [key, condition] = clauses[0];
  if (key === arrayField) return elemMatchPredicate(condition);
  const subPath = key.slice(arrayField.length + 1);
  if (/^\d+(\.|$)/.test(subPath)) return undefined;
  return compileFilter({ [subPath]: condition });
}

function elemMatchPredicate(condition: unknown): Predicate | undefined {
  if (!isPlainObject(condition) || Object.keys(condition).length !== 1 || !isPlainObject(condition.$elemMatch)) return undefined;
  const fields = Object.keys(condition.$elemMatch);
  if (fields.length === 0 || fields.some((field) => field.startsWith('$'))) return undefined;
  return compileFilter(condition.$elemMatch);
}

function rewritePaths(update: Document, rewrite: (path: string) => string): Document {
  return Object.fromEntries(
    Object.entries(update).map(([operator, fields]) => [
      operator,
      Object.fromEntries(Object.entries(fields as Document).map(([path, value]) => [rewrite(path), value])),
    ]),
  );
}
