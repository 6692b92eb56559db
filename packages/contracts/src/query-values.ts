import * as z from 'zod/mini';

/**
 * A query value that must be a whole number written as plain digits: "1e3", "-1", "" and a repeated
 * parameter (a list) are refused with `message` like any number outside min..max.
 */
export const wholeNumberQuery = (min: number, max: number, message: string) =>
  z.pipe(
    z.pipe(z.string(message).check(z.regex(/^\d{1,15}$/, message)), z.transform(Number)),
    z.number().check(z.gte(min, message), z.lte(max, message)),
  );
