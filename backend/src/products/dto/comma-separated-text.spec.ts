import { describe, expect, it } from 'vitest';
import { parseCommaSeparatedList } from './comma-separated-text.js';

describe('parseCommaSeparatedList', () => {
  it('trims entries, drops empty ones and repeats, keeping the first order', () => {
    expect(parseCommaSeparatedList(' Hello Kitty, Sanrio,,Hello Kitty , ')).toEqual(['Hello Kitty', 'Sanrio']);
  });

  it('reads nothing as an empty list', () => {
    expect(parseCommaSeparatedList('')).toEqual([]);
    expect(parseCommaSeparatedList(' , ,')).toEqual([]);
    expect(parseCommaSeparatedList(undefined)).toEqual([]);
  });
});
