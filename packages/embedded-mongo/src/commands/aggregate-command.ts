import type { Document } from 'bson';
import { mingo } from '../storage/mingo.js';
import { CommandError, ErrorCode } from '../command-error.js';
import type { Catalog } from '../storage/catalog.js';
import { countMatching, matchingDocuments, translateQueryErrors, type QueryContext } from '../storage/document-query.js';
import { MINGO_OPTIONS } from '../storage/mingo-options.js';
import { isPlainObject } from '../storage/plain-object.js';
import { OUTPUT_STAGES, writeOutput } from './aggregate-output.js';
import { collectionStats } from './collection-stats.js';
import { collectionName, optionalNonNegativeInteger, queryContext, requiredArray } from './command-arguments.js';
import type { CommandRequest } from './command-context.js';
import { cursorReply } from './cursor-reply.js';

const REFUSED_STAGES = new Set(['$changeStream', '$currentOp', '$listSessions', '$indexStats']);
/** A view is its source's documents through its pipeline; views of views are followed this deep. */
const MAX_VIEW_DEPTH = 20;
/** Stages that start a database-level pipeline ({aggregate: 1}). */
const SOURCE_STAGES = new Set(['$documents', '$listLocalSessions']);

export function aggregate(request: CommandRequest): Document {
  const { database, command, server } = request;
  const pipeline = parsePipeline(requiredArray(command, 'pipeline'));
  if (!isPlainObject(command.cursor)) {
    throw new CommandError(ErrorCode.FailedToParse, "The 'cursor' option is required, except for aggregate with the explain argument");
  }
  const output = OUTPUT_STAGES.has(Object.keys(pipeline.at(-1) ?? {})[0]) ? pipeline.pop() : undefined;
  const context = queryContext(command);
  const namespace = command.aggregate === 1 ? `${database}.$cmd.aggregate` : `${database}.${collectionName(command)}`;
  const results =
    command.aggregate === 1
      ? runDatabasePipeline(request, pipeline, context)
      : pipelineResults(server.catalog, database, collectionName(command), pipeline, context);
  if (output) writeOutput(server.catalog, database, output, results);
  const batchSize = optionalNonNegativeInteger(command.cursor, 'batchSize');
  return cursorReply(server.cursors.open(namespace, output ? [] : results, batchSize), 'firstBatch');
}

function parsePipeline(stages: unknown[]): Document[] {
  return stages.map((stage, index) => {
    if (!isPlainObject(stage) || Object.keys(stage).length !== 1) {
      throw new CommandError(ErrorCode.Location40323, 'A pipeline stage specification object must contain exactly one field.');
    }
    const operator = Object.keys(stage)[0];
    if (REFUSED_STAGES.has(operator))
      throw new CommandError(ErrorCode.CommandNotSupported, `${operator} is not supported by the embedded server`);
    if (OUTPUT_STAGES.has(operator) && index !== stages.length - 1) {
      throw new CommandError(ErrorCode.Location40601, `${operator} can only be the final stage in the pipeline`);
    }
    return stage;
  });
}

/** {aggregate: 1}: the first stage makes the documents ($documents, $listLocalSessions). */
function runDatabasePipeline({ sessions }: CommandRequest, pipeline: Document[], context: QueryContext): Document[] {
  const operator = Object.keys(pipeline.at(0) ?? {}).at(0);
  if (operator === undefined || !SOURCE_STAGES.has(operator)) {
    throw new CommandError(
      ErrorCode.InvalidNamespace,
      `{aggregate: 1} is not valid for '${operator ?? 'an empty pipeline'}'; a collection is required.`,
    );
  }
  if (operator === '$listLocalSessions') return runStages(sessions.list(), pipeline.slice(1), mingoOptions(context));
  return runStages([{}], pipeline, mingoOptions(context));
}

/** The results of pipeline over a collection or a view (run over the view's source, after its own pipeline). */
export function pipelineResults(
  catalog: Catalog,
  database: string,
  name: string,
  pipeline: Document[],
  context: QueryContext = {},
): Document[] {
  let source = name;
  let stages = pipeline;
  for (let view = catalog.collection(database, source), depth = 0; view?.isView; depth++) {
    if (depth === MAX_VIEW_DEPTH)
      throw new CommandError(
        ErrorCode.ViewDepthLimitExceeded,
        `View depth too deep or view cycle detected; maximum depth is ${MAX_VIEW_DEPTH}`,
      );
    stages = [...(view.options.pipeline as Document[]), ...stages];
    source = view.options.viewOn as string;
    view = catalog.collection(database, source);
  }
  return runPipeline(catalog, database, source, stages, context);
}

/**
 * A leading $match goes through the index planner, so mingo (which clones its input to keep
 * stored documents untouched) only sees documents that can match. countDocuments' pipeline is
 * answered without mingo at all.
 */
function runPipeline(catalog: Catalog, database: string, name: string, pipeline: Document[], context: QueryContext): Document[] {
  const collection = catalog.collection(database, name);
  const first = pipeline.at(0);
  const rest = pipeline.slice(1);
  if (first && '$collStats' in first)
    return runStages([collectionStats(collection, database, name, first.$collStats)], rest, mingoOptions(context));
  const leadingMatch = first && '$match' in first ? (first.$match as Document) : undefined;
  const stages = leadingMatch ? rest : pipeline;
  const count = countOnly(() => countMatching(collection, leadingMatch ?? {}, context), stages);
  if (count) return count;
  const input = matchingDocuments(collection, leadingMatch ?? {}, 0, context);
  const options = {
    ...mingoOptions(context),
    processingMode: mingo().ProcessingMode.CLONE_INPUT,
    // $lookup, $graphLookup and $unionWith read collections and views alike, as copies.
    collectionResolver: (other: string) => pipelineResults(catalog, database, other, []),
  };
  return runStages(input, stages, options);
}

function mingoOptions({ collation, variables }: QueryContext) {
  return { ...MINGO_OPTIONS, variables, collation: collation && { locale: collation.locale, strength: collation.strength } };
}

function runStages(input: Document[], stages: Document[], options: object): Document[] {
  return translateQueryErrors(() => new (mingo().Aggregator)(stages, options).run<Document>(input));
}

/** The shape the driver's countDocuments sends after its $match: [$skip?, $limit?, {$group: {_id: 1, n: {$sum: 1}}}]. */
function countOnly(countMatches: () => number, stages: Document[]): Document[] | undefined {
  let skip = 0;
  let limit = Infinity;
  let index = 0;
  if (typeof stages[index]?.$skip === 'number') skip = stages[index++].$skip;
  if (typeof stages[index]?.$limit === 'number') limit = stages[index++].$limit;
  const group = stages[index]?.$group;
  if (index !== stages.length - 1 || !isCountGroup(group)) return undefined;
  const n = Math.max(0, Math.min(countMatches() - skip, limit));
  return n === 0 ? [] : [{ _id: group._id, n }];
}

function isCountGroup(group: unknown): group is Document {
  if (!isPlainObject(group) || group._id !== 1 || Object.keys(group).length !== 2) return false;
  const counter = group.n;
  return isPlainObject(counter) && counter.$sum === 1 && Object.keys(counter).length === 1;
}
