import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_OPTION_MESSAGES,
  catalogueOptionsAddress,
  catalogueOptionsFromAddress,
  catalogueOptionsQuery,
} from './catalogue-options.js';
import { catalogueOptionsQuerySchema } from './catalogue-options-schema.js';

const messageOf = (query: Record<string, unknown>) => {
  const parsed = catalogueOptionsQuerySchema.safeParse(query);
  return parsed.success ? undefined : parsed.error.issues[0].message;
};

/** A URLSearchParams stand-in: the contracts compile without the DOM's types. */
const address = (query: string) => {
  const pairs = new Map(query.split('&').map((pair) => pair.split('=') as [string, string]));
  return { get: (name: string) => pairs.get(name) ?? null };
};

describe('catalogue options', () => {
  it('accept a sort, in stock, a price range, a category and a character', () => {
    expect(
      catalogueOptionsQuerySchema.parse({
        sort: 'price_asc',
        inStock: '1',
        min: '5',
        max: '20.5',
        category: 'Keychains',
        ip: 'Hello Kitty',
      }),
    ).toEqual({ sort: 'price_asc', inStock: true, min: 5, max: 20.5, category: 'Keychains', ip: 'Hello Kitty' });
  });

  it('refuse an unknown sort, inStock other than 1, a bad price, an upside-down range and a list', () => {
    expect(messageOf({ sort: 'cheapest' })).toBe(CATALOGUE_OPTION_MESSAGES.sort);
    expect(messageOf({ inStock: 'yes' })).toBe(CATALOGUE_OPTION_MESSAGES.inStock);
    expect(messageOf({ min: '-1' })).toBe(CATALOGUE_OPTION_MESSAGES.min);
    expect(messageOf({ max: '1.999' })).toBe(CATALOGUE_OPTION_MESSAGES.max);
    expect(messageOf({ min: '20', max: '5' })).toBe(CATALOGUE_OPTION_MESSAGES.range);
    expect(messageOf({ ip: ['a', 'b'] })).toBe(CATALOGUE_OPTION_MESSAGES.ip);
    expect(messageOf({ category: '  ' })).toBe(CATALOGUE_OPTION_MESSAGES.category);
  });

  it('read the address with hyphenated sorts, leaving out what the API would refuse', () => {
    const options = catalogueOptionsFromAddress(address('sort=price-asc&inStock=1&min=5&max=20&page=2'));
    expect(options).toEqual({ sort: 'price_asc', inStock: true, min: 5, max: 20 });
    expect(catalogueOptionsFromAddress(address('sort=odd&inStock=0&min=30&max=10'))).toEqual({});
  });

  it('write the API query and the address in one order, the address with hyphens', () => {
    const options = { ip: 'Hello Kitty', max: 20, sort: 'best_selling', inStock: true } as const;
    expect(catalogueOptionsQuery(options)).toBe('?sort=best_selling&inStock=1&max=20&ip=Hello%20Kitty');
    expect(catalogueOptionsAddress(options)).toEqual({ sort: 'best-selling', inStock: '1', max: '20', ip: 'Hello Kitty' });
    expect(catalogueOptionsQuery({})).toBe('');
  });
});
