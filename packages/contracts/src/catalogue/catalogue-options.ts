/**
 * The catalogue's sort and filters, beside the spec's tab and filter path: in the API as query parameters of
 * getProducts (`sort=price_asc&inStock=1&min=5&max=20&category=…&ip=…`) and in the shop's address with the
 * same names, the sort written with hyphens (`/products/all?sort=price-asc&inStock=1&min=5&max=20`).
 * Absent means the tab's own order (relevance: newest first on NEW, else by name) and no narrowing.
 * No zod here: the storefront's first load reads the address with these plain readers; the API's schema, built on
 * the same readers, is catalogue-options-schema.ts.
 */
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

/** A sort the API takes, from its API (price_asc) or address (price-asc) spelling. */
export function readCatalogueSort(value: string): CatalogueSort | undefined {
  const sort = value.replaceAll('-', '_');
  return CATALOGUE_SORTS.find((known) => known === sort);
}

/** A price bound in dollars: at most two decimals, 0 to MAX_PRICE_FILTER. */
export function readPriceFilter(value: string): number | undefined {
  if (!PRICE_PATTERN.test(value)) return undefined;
  const price = Number(value);
  return price <= MAX_PRICE_FILTER ? price : undefined;
}

/** A category or character name, trimmed, 1 to MAX_FILTER_TEXT_LENGTH characters. */
export function readFilterText(value: string): string | undefined {
  const text = value.trim();
  return text.length >= 1 && text.length <= MAX_FILTER_TEXT_LENGTH ? text : undefined;
}

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
  const read = <Value>(name: string, reader: (value: string) => Value | undefined) => {
    const value = search.get(name);
    return value === null ? undefined : reader(value);
  };
  const [min, max] = [read('min', readPriceFilter), read('max', readPriceFilter)];
  const range = min !== undefined && max !== undefined && min > max ? {} : { min, max };
  const options = {
    sort: read('sort', readCatalogueSort),
    inStock: read('inStock', (value) => (value === '1' ? true : undefined)),
    ...range,
    category: read('category', readFilterText),
    ip: read('ip', readFilterText),
  };
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
}
