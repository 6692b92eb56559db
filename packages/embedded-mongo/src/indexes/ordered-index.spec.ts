import { describe, expect, it } from 'vitest';
import { OrderedIndex } from './ordered-index.js';

const byStatus = () => new OrderedIndex(['Status'], [1]);
const walk = (index: OrderedIndex, status: string) => [...index.walk([status], false)];

describe('ordered index writes between reads', () => {
  it('forgets an entry removed before any read took it in, and keeps its replacement', () => {
    const index = byStatus();
    index.add('a', 1, { Status: 'Placing' });
    index.add('b', 2, { Status: 'Placing' });
    index.remove('a', 1, { Status: 'Placing' });
    index.add('a', 1, { Status: 'Paying' });
    expect(walk(index, 'Placing')).toEqual(['b']);
    expect(walk(index, 'Paying')).toEqual(['a']);
  });

  it('forgets an entry already read into place while others wait to be', () => {
    const index = byStatus();
    index.add('a', 1, { Status: 'Paying' });
    expect(walk(index, 'Paying')).toEqual(['a']);
    index.add('b', 2, { Status: 'Paying' });
    index.remove('a', 1, { Status: 'Paying' });
    expect(walk(index, 'Paying')).toEqual(['b']);
  });

  it('removes among more added entries than are spliced in one by one', () => {
    const index = byStatus();
    for (let n = 0; n < 100; n++) index.add(`o${n}`, n, { Status: 'Paying' });
    for (let n = 0; n < 100; n += 2) index.remove(`o${n}`, n, { Status: 'Paying' });
    expect(walk(index, 'Paying')).toEqual(Array.from({ length: 50 }, (_, n) => `o${2 * n + 1}`));
  });

  it('keeps key order when a few dozen entries join many', () => {
    const index = new OrderedIndex(['Total'], [-1]);
    for (let n = 0; n < 1000; n += 2) index.add(`o${n}`, n, { Total: n });
    expect(index.spanSize([])).toBe(500);
    for (let n = 1; n < 100; n += 2) index.add(`o${n}`, n, { Total: n });
    const walked = [...index.walk([], true)];
    expect(walked.slice(0, 101)).toEqual(Array.from({ length: 101 }, (_, n) => `o${n}`));
    expect(walked).toHaveLength(550);
  });
});
