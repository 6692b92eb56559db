import * as z from 'zod/mini';

/** The API's answer to a field it does not know (the same words as the class-validator bodies still in use). */
export const unknownFieldMessage = (field: string) => `property ${field} should not exist`;

/** A request body that refuses unknown fields instead of dropping them, naming the first one. */
export function strictBody<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? unknownFieldMessage(issue.keys[0]) : undefined),
  });
}
