/**
 * The catalogue's sort and filters, beside the spec's tab and filter path: in the API as query parameters of
 * getProducts (`sort=price_asc&inStock=1&min=5&max=20&category=…&ip=…`) and in the shop's address with the
 * same names, the sort written with hyphens (`/products/all?sort=price-asc&inStock=1&min=5&max=20`).
 * Absent means the tab's own order (relevance: newest first on NEW, else by name) and no narrowing.
 */
import * as z from 'zod/mini';
import { strictBody } from '../strict-body.js';
import { MAX_FILTER_TEXT_LENGTH } from './catalogue-filter.js';

export const CATALOGUE_SORTS = ['newest', 'price_asc', 'price_desc', 'best_selling'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
/** Far above any product's price; keeps a bound a plain number. */
export const MAX_PRICE_FILTER = 1_000_000;

export const CATALOGUE_OPTION_MESSAGES = {
  sort: `sort must be one of ${CATALOGUE_SORTS.join(', ')}`,
  inStock: 'inStock must be 1',
  min: `min must be a price from 0 to ${MAX_PRICE_FILTER} with at most two decimals`,
  max: `max must be a price from 0 to ${MAX_PRICE_FILTER} with at most two decimals`,
  range: 'min must not be more than max',
  category: `category must be 1 to ${MAX_FILTER_TEXT_LENGTH} characters`,
  ip: `ip must be 1 to ${MAX_FILTER_TEXT_LENGTH} characters`,
} as const;

export interface CatalogueOptions {
  sort?: CatalogueSort;
  inStock?: boolean;
  /** Dollars, inclusive, compared with the card price (the lowest price a shopper pays). */
  min?: number;
  max?: number;
  category?: string;
  ip?: string;
}

const PRICE_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;
const priceQuery = (message: string) =>
  z.pipe(
    z.pipe(z.string(message).check(z.regex(PRICE_PATTERN, message)), z.transform(Number)),
    z.number().check(z.lte(MAX_PRICE_FILTER, message)),
  );
const textQuery = (message: string) =>
  z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(MAX_FILTER_TEXT_LENGTH, message));

/** getProducts' query; a repeated parameter (a list) is refused like any bad value. */
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

/** The options as query parameters, in one fixed order so that equal options name one cached page. */
function optionParams(options: CatalogueOptions, sort: string | undefined): [string, string][] {
  const params: [string, string | undefined][] = [
    ['sort', sort],
    ['inStock', options.inStock ? '1' : undefined],
    ['min', options.min?.toString()],
    ['max', options.max?.toString()],
    ['category', options.category],
    ['ip', options.ip],
  ];
  return params.filter((param): param is [string, string] => param[1] !== undefined);
}

/** getProducts' query string for options: '' or '?…'. */
export function catalogueOptionsQuery(options: CatalogueOptions): string {
  const query = optionParams(options, options.sort).map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return query.length > 0 ? `?${query.join('&')}` : '';
}

/** The address's query parameters for options, the sort written with hyphens. */
export function catalogueOptionsAddress(options: CatalogueOptions): Record<string, string> {
  return Object.fromEntries(optionParams(options, options.sort?.replaceAll('_', '-')));
}

/** The options an address carries (`search.get` of URLSearchParams); a value the API would refuse is left out. */
export function catalogueOptionsFromAddress(search: { get(name: string): string | null }): CatalogueOptions {
  const shape = catalogueOptionsQuerySchema.shape;
  const read = <Name extends keyof typeof shape>(name: Name) => {
    const value = search.get(name);
    const parsed = value === null ? undefined : shape[name].safeParse(name === 'sort' ? value.replaceAll('-', '_') : value);
    return parsed?.success ? (parsed.data as z.output<(typeof shape)[Name]>) : undefined;
  };
  const [min, max] = [read('min'), read('max')];
  const range = min !== undefined && max !== undefined && min > max ? {} : { min, max };
  const options = { sort: read('sort'), inStock: read('inStock'), ...range, category: read('category'), ip: read('ip') };
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
}
