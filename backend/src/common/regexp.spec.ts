import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './regexp.js';

describe('escapeRegExp', () => {
  it('makes every regular-expression character match itself', () => {
    for (const text of ['.*', '(a+)+$', '[abc]', 'a|b', '^x{2}?', 'back\\slash']) {
      const pattern = new RegExp(`^${escapeRegExp(text)}$`);
      expect(pattern.test(text)).toBe(true);
    }
  });

  it('leaves ordinary text as it is', () => {
    expect(escapeRegExp('Hello Kitty 15')).toBe('Hello Kitty 15');
  });

  it('does not match other text the raw pattern would', () => {
    expect(new RegExp(escapeRegExp('.*')).test('anything')).toBe(false);
  });
});
