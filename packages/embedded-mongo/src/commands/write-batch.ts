import type { Document } from 'bson';
import { CommandError, ErrorCode } from '../command-error.js';

/**
 * Runs the statements of an insert/update/delete command. An error becomes an entry of
 * writeErrors; an ordered batch stops at the first one, an unordered batch goes on.
 */
export function runStatements<T>(statements: T[], ordered: boolean, run: (statement: T, index: number) => void): Document[] {
  const writeErrors: Document[] = [];
  for (let index = 0; index < statements.length; index++) {
    try {
      run(statements[index], index);
    } catch (error) {
      writeErrors.push(asCommandError(error).toWriteError(index));
      if (ordered) break;
    }
  }
  return writeErrors;
}

export function asCommandError(error: unknown): CommandError {
  if (error instanceof CommandError) return error;
  return new CommandError(ErrorCode.InternalError, error instanceof Error ? error.message : String(error));
}

export function writeReply(fields: Document, writeErrors: Document[]): Document {
  return writeErrors.length > 0 ? { ...fields, writeErrors, ok: 1 } : { ...fields, ok: 1 };
}
