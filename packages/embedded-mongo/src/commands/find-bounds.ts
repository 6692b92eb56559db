import type { Document } from 'bson';
import { CommandError, ErrorCode, badValue } from '../command-error.js';
import type { IndexSpec } from '../indexes/index-spec.js';
import type { Collection } from '../storage/collection.js';
import { isPlainObject } from '../storage/plain-object.js';

/**
 * find's min (inclusive) and max (exclusive) bound the hinted index's keys. They become filter
 * clauses comparing the index fields in order, e.g. min {a: 1, b: 2} on {a: 1, b: 1} gives
 * {$or: [{a: {$gt: 1}}, {a: 1, b: {$gte: 2}}]}; undefined when neither is given.
 */
export function indexBoundsFilter(collection: Collection | undefined, command: Document): Document | undefined {
  const { min, max, hint } = command;
  if (min === undefined && max === undefined) return undefined;
  if (hint === undefined)
    throw new CommandError(ErrorCode.Location51173, 'When using min()/max() a hint of which index to use must be specified');
  const spec = collection
    ?.indexSpecs()
    .find((candidate) => (typeof hint === 'string' ? candidate.name === hint : JSON.stringify(candidate.key) === JSON.stringify(hint)));
  if (!spec) return undefined; // the hint check reports a missing index
  const clauses = [min !== undefined && boundClauses(spec, min, 'min'), max !== undefined && boundClauses(spec, max, 'max')].filter(
    (clause): clause is Document => clause !== false,
  );
  return clauses.length === 1 ? clauses[0] : { $and: clauses };
}

function boundClauses(spec: IndexSpec, bound: unknown, which: 'min' | 'max'): Document {
  const fields = Object.keys(spec.key);
  if (!isPlainObject(bound) || JSON.stringify(Object.keys(bound)) !== JSON.stringify(fields)) {
    throw badValue(`The ${which} bound must have the fields of the hinted index's key pattern, in order`);
  }
  const alternatives = fields.map((field, position) => {
    const ascending = Number(spec.key[field]) >= 0;
    const beyond = (which === 'min') === ascending ? '$gt' : '$lt';
    const last = position === fields.length - 1;
    const operator = last && which === 'min' ? `${beyond}e` : beyond;
    const equalBefore = Object.fromEntries(fields.slice(0, position).map((earlier) => [earlier, bound[earlier]]));
    return { ...equalBefore, [field]: { [operator]: bound[field] } };
  });
  return alternatives.length === 1 ? alternatives[0] : { $or: alternatives };
}
