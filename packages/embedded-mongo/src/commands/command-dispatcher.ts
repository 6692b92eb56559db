import type { Document } from 'bson';
import { CommandError, ErrorCode } from '../command-error.js';
import { aggregate } from './aggregate-command.js';
import { assertWithinDeclaredApi } from './api-version.js';
import { assertSimpleCollation } from './command-arguments.js';
import type { CommandHandler, ServerState } from './command-context.js';
import { collectionCommands } from './collection-commands.js';
import { countDistinctCommands } from './count-distinct-commands.js';
import { cursorCommands } from './cursor-commands.js';
import { deleteCommand } from './delete-command.js';
import { find } from './find-command.js';
import { findAndModify } from './find-and-modify-command.js';
import { indexCommands } from './index-commands.js';
import { insert } from './insert-command.js';
import { LocalSessions } from './local-sessions.js';
import { serverCommands } from './server-commands.js';
import { update } from './update-command.js';
import { asCommandError } from './write-batch.js';

const HANDLERS: Record<string, CommandHandler> = {
  ...serverCommands,
  ...cursorCommands,
  ...countDistinctCommands,
  ...collectionCommands,
  ...indexCommands,
  find,
  insert,
  update,
  delete: deleteCommand,
  findAndModify,
  findandmodify: findAndModify,
  aggregate,
};

/** Fields that only appear in commands of a multi-document transaction (or a retryable write). */
const TRANSACTION_FIELDS = ['txnNumber', 'autocommit', 'startTransaction'];

/** Commands that read `collation` themselves (update and delete per statement). */
const COLLATION_AWARE = new Set(['find', 'aggregate', 'count', 'distinct', 'findAndModify', 'findandmodify']);

/**
 * Runs one command and always answers with a reply document ({ok: 0, errmsg, code, codeName} on
 * failure). A command that wrote is answered only after its journal records are on disk.
 */
export function createCommandDispatcher(server: ServerState, log: (line: string) => void) {
  const sessions = new LocalSessions();
  return async function runCommand(database: string, command: Document, connectionId: number): Promise<Document> {
    const journal = server.catalog.journal;
    const appendsBefore = journal.appendCount;
    let reply: Document;
    try {
      sessions.touch(command.lsid);
      reply = execute({ database, command, connectionId, server, sessions });
    } catch (error) {
      if (!(error instanceof CommandError))
        log(`command ${Object.keys(command)[0]} failed: ${error instanceof Error && error.stack ? error.stack : String(error)}`);
      reply = asCommandError(error).toReply();
    }
    if (journal.appendCount === appendsBefore) return reply;
    try {
      await journal.flushed();
      return reply;
    } catch (error) {
      log(`journal write failed: ${String(error)}`);
      return new CommandError(ErrorCode.InternalError, `journal write failed: ${String(error)}`).toReply();
    }
  };
}

function execute(request: Parameters<CommandHandler>[0]): Document {
  const name = Object.keys(request.command).at(0);
  if (name === undefined) throw new CommandError(ErrorCode.CommandNotFound, "no such command: ''");
  if (TRANSACTION_FIELDS.some((field) => request.command[field] !== undefined)) {
    throw new CommandError(ErrorCode.IllegalOperation, 'Transaction numbers are only allowed on a replica set member or mongos');
  }
  const handler = Object.hasOwn(HANDLERS, name) ? HANDLERS[name] : undefined;
  if (!handler) throw new CommandError(ErrorCode.CommandNotFound, `no such command: '${name}'`);
  assertWithinDeclaredApi(name, request.command);
  if (!COLLATION_AWARE.has(name)) assertSimpleCollation(request.command.collation);
  return request.server.catalog.withValidation(request.command.bypassDocumentValidation === true, () => handler(request));
}
