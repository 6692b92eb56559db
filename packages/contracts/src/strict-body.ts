import * as z from 'zod/mini';

/** The API's answer to a field it does not know. */
export const unknownFieldMessage = (field: string) => `property ${field} should not exist`;

/**
 * A request body (or query, or socket payload) that refuses unknown fields instead of dropping them, naming the
 * first one; `notAnObject` is the message for a value that is not an object at all (a nested one, typically).
 */
export function strictBody<Shape extends z.core.$ZodLooseShape>(shape: Shape, notAnObject?: string) {
  return z.strictObject(shape, {
    // An object schema raises two issues only: unknown keys, or a value that is not an object.
    error: (issue) => (issue.code === 'unrecognized_keys' ? unknownFieldMessage(issue.keys[0]) : notAnObject),
  });
}
