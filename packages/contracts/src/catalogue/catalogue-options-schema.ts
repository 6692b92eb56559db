/** getProducts' query, checked by the same readers the storefront reads its address with. */
import * as z from 'zod/mini';
import { strictBody } from '../strict-body.js';
import { CATALOGUE_OPTION_MESSAGES, CATALOGUE_SORTS, readFilterText, readPriceFilter } from './catalogue-options.js';

const priceQuery = (message: string) =>
  z.pipe(z.string(message).check(z.refine((value) => readPriceFilter(value) !== undefined, message)), z.transform(Number));
const textQuery = (message: string) =>
  z.pipe(
    z.string(message).check(z.refine((value) => readFilterText(value) !== undefined, message)),
    z.transform((value) => value.trim()),
  );

/** A repeated parameter (a list) is refused like any bad value. */
export const catalogueOptionsQuerySchema = strictBody({
  sort: z.optional(z.enum(CATALOGUE_SORTS, CATALOGUE_OPTION_MESSAGES.sort)),
  inStock: z.optional(
    z.pipe(
      z.literal('1', CATALOGUE_OPTION_MESSAGES.inStock),
      z.transform(() => true),
    ),
  ),
  min: z.optional(priceQuery(CATALOGUE_OPTION_MESSAGES.min)),
  max: z.optional(priceQuery(CATALOGUE_OPTION_MESSAGES.max)),
  category: z.optional(textQuery(CATALOGUE_OPTION_MESSAGES.category)),
  ip: z.optional(textQuery(CATALOGUE_OPTION_MESSAGES.ip)),
}).check(
  z.refine((options) => options.min === undefined || options.max === undefined || options.min <= options.max, {
    error: CATALOGUE_OPTION_MESSAGES.range,
    path: ['min'],
  }),
);
