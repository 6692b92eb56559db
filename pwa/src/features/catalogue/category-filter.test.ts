import { describe, expect, it } from 'vitest';
import { cataloguePath, categoryFilter, filterHeadingText, parseFilter, searchFilter } from './category-filter';

describe('filter heading text', () => {
  it('says "No filter" when there is no filter', () => {
    expect(filterHeadingText(undefined)).toBe('No filter');
    expect(filterHeadingText('all')).toBe('No filter');
  });

  it('shows the keyword after "name_" for a search, underscores included', () => {
    expect(filterHeadingText('name_kitty')).toBe('kitty');
    expect(filterHeadingText('name_hello_kitty')).toBe('hello_kitty');
  });

  it('shows the category or IP with the kind after its underscore', () => {
    expect(filterHeadingText('Keychains_product')).toBe('Keychains (product)');
    expect(filterHeadingText('15 pro max_product')).toBe('15 pro max (product)');
    expect(filterHeadingText('Hello Kitty_ip')).toBe('Hello Kitty (IP)');
  });

  it('falls back to the text after the first underscore for an unknown form', () => {
    expect(filterHeadingText('odd_value')).toBe('value');
    expect(parseFilter('plain')).toEqual({ kind: 'other', text: 'plain' });
  });
});

describe('catalogue links', () => {
  it('builds panel and search filters of the spec', () => {
    expect(categoryFilter('Phone Cases', 'product')).toBe('Phone Cases_product');
    expect(categoryFilter('Sanrio', 'ip')).toBe('Sanrio_ip');
    expect(searchFilter('  bunny ')).toBe('name_bunny');
  });

  it('leaves the filter out for "all" and URL-encodes the rest', () => {
    expect(cataloguePath('sale')).toBe('/products/sale');
    expect(cataloguePath('all', "Disney's Seven Treasures_ip")).toBe("/products/all/Disney's%20Seven%20Treasures_ip");
  });
});
