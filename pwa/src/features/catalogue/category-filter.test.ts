import { describe, expect, it } from 'vitest';
import { filterHeadingText } from './category-filter';

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
    expect(filterHeadingText('plain')).toBe('plain');
  });
});
