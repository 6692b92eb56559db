import { describe, expect, it } from 'vitest';
import {
  catalogueHeading,
  cataloguePath,
  categoryFilter,
  isCatalogueStatus,
  parseCatalogueFilter,
  searchFilter,
} from './catalogue-filter.js';

const heading = (raw: string) => {
  const filter = parseCatalogueFilter(raw);
  return filter && catalogueHeading(filter);
};

describe('catalogue filters', () => {
  it('head "all" as "No filter", a search by its keyword (underscores included), a category or IP with its kind', () => {
    expect(heading('all')).toBe('No filter');
    expect(heading('name_hello_kitty')).toBe('hello_kitty');
    expect(heading('15 pro max_product')).toBe('15 pro max (product)');
    expect(heading('Hello Kitty_ip')).toBe('Hello Kitty (IP)');
  });

  it('refuse a form the spec does not have, an empty keyword and an over-long value', () => {
    expect(parseCatalogueFilter('odd_value')).toBeUndefined();
    expect(parseCatalogueFilter('name_  ')).toBeUndefined();
    expect(parseCatalogueFilter(`${'x'.repeat(101)}_product`)).toBeUndefined();
  });

  it('build the panel and search filters and the URL, leaving "all" out and encoding the rest', () => {
    expect(categoryFilter('Phone Cases', 'product')).toBe('Phone Cases_product');
    expect(searchFilter('  bunny ')).toBe('name_bunny');
    expect(cataloguePath('sale')).toBe('/products/sale');
    expect(cataloguePath('all', "Disney's Seven Treasures_ip")).toBe("/products/all/Disney's%20Seven%20Treasures_ip");
  });

  it('know the four tabs', () => {
    expect(['new', 'all', 'blindBox', 'sale', 'old', undefined].map(isCatalogueStatus)).toEqual([true, true, true, true, false, false]);
  });
});
