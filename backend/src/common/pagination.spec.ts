import { describe, expect, it } from 'vitest';
import { MAX_PAGE_NUMBER, parsePageNumber } from './pagination.js';

describe('parsePageNumber', () => {
  it('reads positive whole numbers', () => {
    expect(parsePageNumber('1')).toBe(1);
    expect(parsePageNumber('42')).toBe(42);
    expect(parsePageNumber(String(MAX_PAGE_NUMBER))).toBe(MAX_PAGE_NUMBER);
  });

  it('refuses zero, negatives, fractions, padding, exponents and words', () => {
    for (const raw of ['0', '-1', '1.5', '01', ' 1', '1e3', 'abc', '', '0x10']) {
      expect(parsePageNumber(raw)).toBeUndefined();
    }
  });

  it('refuses pages beyond the limit', () => {
    expect(parsePageNumber(String(MAX_PAGE_NUMBER + 1))).toBeUndefined();
    expect(parsePageNumber('99999999999999999999')).toBeUndefined();
  });
});
