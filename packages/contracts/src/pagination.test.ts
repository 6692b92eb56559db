import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE, CATALOGUE_PAGE_SIZE, pageCount } from './pagination.js';

describe('page counts', () => {
  it('fill 15 products a catalogue page and 12 rows an admin page', () => {
    expect(pageCount(31, CATALOGUE_PAGE_SIZE)).toBe(3);
    expect(pageCount(24, ADMIN_PAGE_SIZE)).toBe(2);
    expect(pageCount(25, ADMIN_PAGE_SIZE)).toBe(3);
  });

  it('show one page when the list is empty', () => {
    expect(pageCount(0, CATALOGUE_PAGE_SIZE)).toBe(1);
  });
});
