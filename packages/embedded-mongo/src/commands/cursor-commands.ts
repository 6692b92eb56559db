import { Long, type Document } from 'bson';
import { CommandError, ErrorCode, typeMismatch } from '../command-error.js';
import { optionalNonNegativeInteger, requiredArray } from './command-arguments.js';
import type { CommandHandler, CommandRequest } from './command-context.js';
import { cursorReply } from './cursor-reply.js';

function getMore({ database, command, server }: CommandRequest): Document {
  const cursorId = command.getMore;
  if (!(cursorId instanceof Long) && typeof cursorId !== 'number') {
    throw typeMismatch("BSON field 'getMore.getMore' is the wrong type, expected type 'long'");
  }
  const namespace = server.cursors.namespaceOf(cursorId);
  const requested = `${database}.${String(command.collection)}`;
  if (namespace !== undefined && namespace !== requested) {
    throw new CommandError(
      ErrorCode.Unauthorized,
      `Requested getMore on namespace '${requested}', but cursor belongs to a different namespace ${namespace}`,
    );
  }
  return cursorReply(server.cursors.getMore(cursorId, optionalNonNegativeInteger(command, 'batchSize')), 'nextBatch');
}

function killCursors({ command, server }: CommandRequest): Document {
  const killed: unknown[] = [];
  const notFound: unknown[] = [];
  for (const id of requiredArray(command, 'cursors')) (server.cursors.kill(id) ? killed : notFound).push(id);
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
}

export const cursorCommands: Record<string, CommandHandler> = { getMore, killCursors };
