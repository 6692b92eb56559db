/** MongoDB's duplicate key error code: a unique index refused the write. */
const DUPLICATE_KEY = 11000;

export function isDuplicateKeyError(error: unknown): error is { code: number; keyValue?: Record<string, unknown> } {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DUPLICATE_KEY;
}
