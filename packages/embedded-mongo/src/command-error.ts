import type { Document } from 'bson';

/** The MongoDB error codes this server answers with, and their codeNames. */
export const ErrorCode = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  Unauthorized: 13,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  CursorNotFound: 43,
  NamespaceExists: 48,
  DollarPrefixedFieldName: 52,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  CommandNotSupported: 115,
  DocumentValidationFailure: 121,
  CommandNotSupportedOnView: 166,
  ViewDepthLimitExceeded: 167,
  APIVersionError: 322,
  APIStrictError: 323,
  CannotConvertIndexToUnique: 359,
  MergeStageNoMatchingDocument: 13113,
  Location16990: 16990,
  DuplicateKey: 11000,
  Location40323: 40323,
  Location40414: 40414,
  Location40415: 40415,
  Location40601: 40601,
  Location51173: 51173,
  Location51183: 51183,
} as const;

const CODE_NAMES = new Map<number, string>(Object.entries(ErrorCode).map(([name, code]) => [code, name]));

export class CommandError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** Extra fields MongoDB puts in the error reply (e.g. keyPattern and keyValue). */
    readonly details: Document = {},
  ) {
    super(message);
  }

  get codeName(): string {
    return CODE_NAMES.get(this.code) ?? 'UnknownError';
  }

  toReply(): Document {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.details };
  }

  /** The shape of one entry in a write command's writeErrors. */
  toWriteError(index: number): Document {
    return { index, code: this.code, ...this.details, errmsg: this.message };
  }
}

export function badValue(message: string): CommandError {
  return new CommandError(ErrorCode.BadValue, message);
}

export function typeMismatch(message: string): CommandError {
  return new CommandError(ErrorCode.TypeMismatch, message);
}
