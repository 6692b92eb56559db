import type { Document } from 'bson';
import { CommandError, ErrorCode } from '../command-error.js';

/** The commands of Stable API version 1 that this server implements (count since 6.0). */
const API_V1_COMMANDS = new Set([
  'aggregate',
  'collMod',
  'count',
  'create',
  'createIndexes',
  'delete',
  'drop',
  'dropDatabase',
  'dropIndexes',
  'endSessions',
  'find',
  'findAndModify',
  'getMore',
  'hello',
  'insert',
  'killCursors',
  'listCollections',
  'listDatabases',
  'listIndexes',
  'ping',
  'update',
]);

/** Aggregation stages outside API version 1. */
const NON_API_V1_STAGES = new Set(['$collStats', '$currentOp', '$indexStats', '$listLocalSessions', '$listSessions', '$planCacheStats']);

/** Stable API: only version "1" exists; with apiStrict, anything outside it is refused. */
export function assertWithinDeclaredApi(name: string, command: Document): void {
  const { apiVersion, apiStrict } = command;
  if (apiVersion === undefined) {
    if (apiStrict !== undefined) throw new CommandError(ErrorCode.APIStrictError, 'Provided apiStrict without apiVersion');
    return;
  }
  if (apiVersion !== '1') throw new CommandError(ErrorCode.APIVersionError, `API version must be "1"`);
  if (apiStrict !== true) return;
  if (!API_V1_COMMANDS.has(name)) {
    throw new CommandError(ErrorCode.APIStrictError, `Provided apiStrict:true, but the command ${name} is not in API Version 1`);
  }
  const stage = Array.isArray(command.pipeline)
    ? command.pipeline.map((entry: unknown) => Object.keys(entry ?? {})[0]).find((operator: string) => NON_API_V1_STAGES.has(operator))
    : undefined;
  if (stage) throw new CommandError(ErrorCode.APIStrictError, `${stage} is not allowed with 'apiStrict: true' in API Version 1`);
}
