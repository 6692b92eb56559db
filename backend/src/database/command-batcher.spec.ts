import { describe, expect, it, vi } from 'vitest';
import { failedIndexes, CommandBatcher } from './command-batcher.js';

describe('CommandBatcher', () => {
  const doubling = () => vi.fn((items: number[]) => Promise.resolve(items.map((item) => (item < 0 ? new Error(`no ${item}`) : item * 2))));

  it('sends the commands asked for in one turn as one batch and gives each caller its own outcome', async () => {
    const write = doubling();
    const batcher = new CommandBatcher(write);

    const outcomes = await Promise.all([batcher.add(1), batcher.add(2), batcher.add(3)]);

    expect(outcomes).toEqual([2, 4, 6]);
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith([1, 2, 3]);
  });

  it('starts a new batch for commands asked for once the previous one was sent', async () => {
    const write = doubling();
    const batcher = new CommandBatcher(write);

    expect(await batcher.add(1)).toBe(2);
    expect(await batcher.add(5)).toBe(10);

    expect(write.mock.calls).toEqual([[[1]], [[5]]]);
  });

  it('rejects only the caller whose item failed', async () => {
    const batcher = new CommandBatcher(doubling());

    const outcomes = await Promise.allSettled([batcher.add(1), batcher.add(-1), batcher.add(3)]);

    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('no -1') },
      { status: 'fulfilled', value: 6 },
    ]);
  });

  it('rejects every caller of a batch whose command failed as a whole', async () => {
    const batcher = new CommandBatcher<number, number>(() => Promise.reject(new Error('the database went away')));

    const outcomes = await Promise.allSettled([batcher.add(1), batcher.add(2)]);

    expect(outcomes.map((outcome) => outcome.status === 'rejected' && (outcome.reason as Error).message)).toEqual([
      'the database went away',
      'the database went away',
    ]);
  });
});

describe('failedIndexes', () => {
  it('names the items an unordered bulk write failed, from one write error or several', () => {
    expect(failedIndexes({ writeErrors: { index: 2, errmsg: 'E11000 duplicate key' } })).toEqual(
      new Map([[2, new Error('E11000 duplicate key')]]),
    );
    expect([
      ...failedIndexes({
        writeErrors: [
          { index: 0, errmsg: 'a' },
          { index: 3, errmsg: 'b' },
        ],
      })!.keys(),
    ]).toEqual([0, 3]);
  });

  it('answers nothing for an error that is not a bulk write error', () => {
    expect(failedIndexes(new Error('connection closed'))).toBeUndefined();
  });
});
