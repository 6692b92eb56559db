import type { Document } from 'bson';
import { Aggregator, ProcessingMode } from 'mingo';
import { cloneDeep } from 'mingo/util';
import { CommandError, ErrorCode } from '../command-error.js';
import type { Catalog } from '../storage/catalog.js';
import { matchingDocuments, translateQueryErrors } from '../storage/document-query.js';
import { MINGO_OPTIONS } from '../storage/mingo-options.js';
import { isPlainObject } from '../storage/plain-object.js';
import { collectionName, optionalNonNegativeInteger, requiredArray } from './command-arguments.js';
import type { CommandRequest } from './command-context.js';
import { cursorReply } from './find-command.js';

const REFUSED_STAGES = new Set(['$out', '$merge', '$changeStream', '$currentOp', '$listSessions', '$collStats', '$indexStats']);

export function aggregate({ database, command, server }: CommandRequest): Document {
  if (typeof command.aggregate !== 'string') {
    throw new CommandError(ErrorCode.CommandNotSupported, 'aggregate without a collection ({aggregate: 1}) is not supported');
  }
  const name = collectionName(command);
  const pipeline = parsePipeline(requiredArray(command, 'pipeline'));
  if (!isPlainObject(command.cursor)) {
    throw new CommandError(ErrorCode.FailedToParse, "The 'cursor' option is required, except for aggregate with the explain argument");
  }
  const results = runPipeline(server.catalog, database, name, pipeline);
  const batchSize = optionalNonNegativeInteger(command.cursor, 'batchSize');
  return cursorReply(server.cursors.open(`${database}.${name}`, results, batchSize), 'firstBatch');
}

function parsePipeline(stages: unknown[]): Document[] {
  return stages.map((stage) => {
    if (!isPlainObject(stage) || Object.keys(stage).length !== 1) {
      throw new CommandError(ErrorCode.Location40323, 'A pipeline stage specification object must contain exactly one field.');
    }
    const operator = Object.keys(stage)[0];
    if (REFUSED_STAGES.has(operator)) throw new CommandError(ErrorCode.CommandNotSupported, `${operator} is not supported by the embedded server`);
    return stage;
  });
}

/**
 * A leading $match goes through the index planner, so mingo (which clones its input to keep
 * stored documents untouched) only sees documents that can match. countDocuments' pipeline is
 * answered without mingo at all.
 */
function runPipeline(catalog: Catalog, database: string, name: string, pipeline: Document[]): Document[] {
  const collection = catalog.collection(database, name);
  const [first, ...rest] = pipeline;
  const leadingMatch = first && '$match' in first ? (first.$match as Document) : undefined;
  const input = matchingDocuments(collection, leadingMatch ?? {});
  const stages = leadingMatch ? rest : pipeline;
  const count = countOnly(input.length, stages);
  if (count) return count;
  const options = {
    ...MINGO_OPTIONS,
    processingMode: ProcessingMode.CLONE_INPUT,
    collectionResolver: (other: string) => matchingDocuments(catalog.collection(database, other), {}).map((document) => cloneDeep(document) as Document),
  };
  return translateQueryErrors(() => new Aggregator(stages, options).run(input) as Document[]);
}

/** The shape the driver's countDocuments sends after its $match: [$skip?, $limit?, {$group: {_id: 1, n: {$sum: 1}}}]. */
function countOnly(matched: number, stages: Document[]): Document[] | undefined {
  let skip = 0;
  let limit = Infinity;
  let index = 0;
  if (typeof stages[index]?.$skip === 'number') skip = stages[index++].$skip;
  if (typeof stages[index]?.$limit === 'number') limit = stages[index++].$limit;
  const group = stages[index]?.$group;
  if (index !== stages.length - 1 || !isCountGroup(group)) return undefined;
  const n = Math.max(0, Math.min(matched - skip, limit));
  return n === 0 ? [] : [{ _id: group._id, n }];
}

function isCountGroup(group: unknown): group is Document {
  if (!isPlainObject(group) || group._id !== 1 || Object.keys(group).length !== 2) return false;
  const counter = group.n;
  return isPlainObject(counter) && counter.$sum === 1 && Object.keys(counter).length === 1;
}
