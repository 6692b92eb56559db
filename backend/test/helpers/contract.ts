import { expect } from 'vitest';
import type * as z from 'zod/mini';

/**
 * The answer is exactly what its @shop/contracts schema describes: a missing or mistyped field fails the parse,
 * and a field the contract does not name fails the comparison (the schema drops it).
 */
export function expectContract(schema: z.ZodMiniType, body: unknown): void {
  expect(schema.parse(body)).toEqual(body);
}
