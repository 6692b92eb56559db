import { describe, expect, it } from 'vitest';
import { MAX_FILTER_TEXT_LENGTH, parseCatalogueFilter } from '@shop/contracts/catalogue/catalogue-filter';
import { catalogueQuery, catalogueSort, parseCatalogueStatus, typoCatalogueQuery } from './catalogue-query.js';

describe('parseCatalogueStatus', () => {
  it('knows the four tabs', () => {
    for (const status of ['new', 'all', 'blindBox', 'sale']) expect(parseCatalogueStatus(status)).toBe(status);
  });

  it('refuses anything else, case included', () => {
    for (const raw of ['New', 'blindbox', 'sales', '', 'hot']) expect(parseCatalogueStatus(raw)).toBeUndefined();
  });
});

describe('parseCatalogueFilter', () => {
  it('reads all', () => {
    expect(parseCatalogueFilter('all')).toEqual({ kind: 'all' });
  });

  it('reads a category or sub-entry with _product', () => {
    expect(parseCatalogueFilter('Keychains_product')).toEqual({ kind: 'product', value: 'Keychains' });
    expect(parseCatalogueFilter('15 pro max_product')).toEqual({ kind: 'product', value: '15 pro max' });
    expect(parseCatalogueFilter('Card holder_product')).toEqual({ kind: 'product', value: 'Card holder' });
  });

  it('reads an IP with _ip', () => {
    expect(parseCatalogueFilter('Hello Kitty_ip')).toEqual({ kind: 'ip', value: 'Hello Kitty' });
    expect(parseCatalogueFilter("Disney's Seven Treasures_ip")).toEqual({ kind: 'ip', value: "Disney's Seven Treasures" });
  });

  it('splits at the last underscore, so values may hold underscores', () => {
    expect(parseCatalogueFilter('Limited_Edition_product')).toEqual({ kind: 'product', value: 'Limited_Edition' });
  });

  it('reads a search keyword after name_, kept as written apart from surrounding spaces', () => {
    expect(parseCatalogueFilter('name_kitty')).toEqual({ kind: 'name', keyword: 'kitty' });
    expect(parseCatalogueFilter('name_(a+)+$')).toEqual({ kind: 'name', keyword: '(a+)+$' });
    expect(parseCatalogueFilter('name_ snow_globe ')).toEqual({ kind: 'name', keyword: 'snow_globe' });
  });

  it('refuses malformed filters', () => {
    for (const raw of ['', 'Keychains', 'Keychains_', '_product', 'Keychains_brand', 'name_', 'name_   ', ' _ip', 'ALL']) {
      expect(parseCatalogueFilter(raw)).toBeUndefined();
    }
  });

  it('refuses values longer than the limit', () => {
    expect(parseCatalogueFilter(`name_${'a'.repeat(MAX_FILTER_TEXT_LENGTH + 1)}`)).toBeUndefined();
    expect(parseCatalogueFilter(`${'a'.repeat(MAX_FILTER_TEXT_LENGTH + 1)}_ip`)).toBeUndefined();
    expect(parseCatalogueFilter(`name_${'a'.repeat(MAX_FILTER_TEXT_LENGTH)}`)).toBeDefined();
  });
});

describe('catalogueQuery', () => {
  it('only ever asks for listed products', () => {
    expect(catalogueQuery('all', { kind: 'all' })).toEqual({ Display: true });
    expect(catalogueQuery('sale', { kind: 'ip', value: 'Sanrio' })).toMatchObject({ Display: true });
  });

  it('keeps both conditions when a tab and a filter both constrain the category', () => {
    expect(catalogueQuery('blindBox', { kind: 'product', value: 'Keychains' })).toEqual({
      Display: true,
      $and: [{ Category: 'Blind Box' }, { Category: 'Keychains' }],
    });
  });

  it('finds sale products by any sub-type with a sale price', () => {
    expect(catalogueQuery('sale', { kind: 'all' })).toEqual({
      Display: true,
      $and: [{ SubTypeSet: { $elemMatch: { SalePrice: { $ne: null } } } }],
    });
  });

  it('searches the words a name begins with, through their 3-letter keys, in lower case without accents, in the singular', () => {
    expect(catalogueQuery('all', { kind: 'name', keyword: 'Cafés ki' })).toEqual({
      Display: true,
      $and: [{ $and: [{ NameKeys: 'caf', NameWords: { $regex: '^cafe' } }, { NameWords: { $regex: '^ki' } }] }],
    });
  });

  it('counts a search by its words alone, without the keys a page walks', () => {
    expect(catalogueQuery('all', { kind: 'name', keyword: 'Cafés ki' }, {}, 'count')).toEqual({
      Display: true,
      $and: [{ $and: [{ NameWords: { $regex: '^cafe' } }, { NameWords: { $regex: '^ki' } }] }],
    });
  });

  it('matches nothing for a keyword without a word in it', () => {
    expect(catalogueQuery('all', { kind: 'name', keyword: '.*' })).toEqual({ Display: true, $and: [{ _id: { $in: [] } }] });
  });

  it('adds the options: a category, a character, stock and a price range', () => {
    expect(catalogueQuery('all', { kind: 'all' }, { category: 'Keychains', ip: 'Sanrio', min: 5, max: 20 })).toEqual({
      Display: true,
      $and: [{ Category: 'Keychains' }, { IP: 'Sanrio' }, { ShopPrice: { $gte: 5, $lte: 20 } }],
    });
  });
});

describe('typoCatalogueQuery', () => {
  it('reads a search again with a typo per word of four letters or more, and nothing else', () => {
    expect(typoCatalogueQuery('all', { kind: 'name', keyword: 'kity' })).toEqual({
      Display: true,
      $and: [{ $and: [{ NameTypos: { $in: ['kity', 'ity', 'kty', 'kiy', 'kit'] } }] }],
    });
    expect(typoCatalogueQuery('all', { kind: 'name', keyword: 'ki' })).toBeUndefined();
    expect(typoCatalogueQuery('all', { kind: 'all' })).toBeUndefined();
  });
});

describe('catalogueSort', () => {
  it('lists new arrivals newest first and other tabs by name', () => {
    expect(catalogueSort('new')).toEqual({ createdAt: -1, _id: -1 });
    expect(catalogueSort('all')).toEqual({ ProductName: 1, _id: 1 });
  });

  it('sorts as asked whatever the tab, _id last', () => {
    expect(catalogueSort('new', 'price_asc')).toEqual({ ShopPrice: 1, _id: 1 });
    expect(catalogueSort('all', 'price_desc')).toEqual({ ShopPrice: -1, _id: -1 });
    expect(catalogueSort('sale', 'best_selling')).toEqual({ UnitsSold: -1, _id: 1 });
  });
});
