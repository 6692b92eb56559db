import { describe, expect, it } from 'vitest';
import { MAX_PAGE_NUMBER } from '@shop/contracts/pagination';
import { MAX_SKIP, parsePageNumber, parseSkip } from './pagination.js';

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

describe('parseSkip', () => {
  it('reads zero and positive whole numbers, and takes an absent value as 0', () => {
    expect(parseSkip('0')).toBe(0);
    expect(parseSkip('10')).toBe(10);
    expect(parseSkip(String(MAX_SKIP))).toBe(MAX_SKIP);
    expect(parseSkip(undefined)).toBe(0);
  });

  it('refuses negatives, fractions, padding, words, repeated values and values beyond the limit', () => {
    for (const raw of ['-1', '1.5', '01', ' 1', '1e3', 'abc', '', String(MAX_SKIP + 1), ['1', '2']]) {
      expect(parseSkip(raw)).toBeUndefined();
    }
  });
});
