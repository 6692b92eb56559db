import * as z from 'zod/mini';

/** Trimmed text that must not be empty: anything else (a number, `{ "$ne": "" }`) counts as missing. */
export const requiredText = (missing: string) => z.string(missing).check(z.trim(), z.minLength(1, { error: missing, abort: true }));
