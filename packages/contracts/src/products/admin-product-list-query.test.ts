import { describe, expect, it } from 'vitest';
import { adminProductListQuerySchema } from './admin-product-list-query.js';

const schema = adminProductListQuerySchema({
  listSearchNotText: 'q not text',
  listSearchTooLong: (max) => `q over ${max}`,
  listStockInvalid: (choices) => `stock: ${choices.join('|')}`,
  listListingInvalid: (choices) => `listing: ${choices.join('|')}`,
});
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("the back office's product list query", () => {
  it('takes a trimmed search, low stock and a listing, all optional', () => {
    expect(schema.parse({ q: ' kitty ', stock: 'low', listing: 'unlisted' })).toEqual({ q: 'kitty', stock: 'low', listing: 'unlisted' });
    expect(schema.parse({})).toEqual({});
  });

  it.each([
    [{ q: ['a', 'b'] }, 'q not text'],
    [{ q: ` ${'x'.repeat(100)} ` }, undefined],
    [{ q: 'x'.repeat(101) }, 'q over 100'],
    [{ stock: 'high' }, 'stock: low'],
    [{ listing: 'hidden' }, 'listing: listed|unlisted'],
    [{ Colour: 'pink' }, 'property Colour should not exist'],
  ])('answers %j with %j', (query, expected) => {
    expect(firstMessage(schema.safeParse(query))).toBe(expected);
  });
});
