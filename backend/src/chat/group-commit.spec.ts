import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.js';

/** A write that records each batch and is finished by hand, answering each item doubled (or refusing odd ones). */
function manualWrites(refuseOdd = false) {
  const batches: number[][] = [];
  const finishers: (() => void)[] = [];
  const commit = new GroupCommit<number, number>(
    (items) =>
      new Promise((resolve) => {
        batches.push(items);
        finishers.push(() =>
          resolve(
            items.map((item) =>
              refuseOdd && item % 2 === 1
                ? { status: 'rejected', reason: new Error(`refused ${item}`) }
                : { status: 'fulfilled', value: item * 2 },
            ),
          ),
        );
      }),
  );
  // Lets the previous write's answer (and the next write it starts) go through first.
  const finishNext = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    finishers.shift()!();
  };
  return { commit, batches, finishNext };
}

describe('GroupCommit', () => {
  it('writes an item at once, alone, when no write is running', async () => {
    const { commit, batches, finishNext } = manualWrites();
    const answer = commit.add(21);
    expect(batches).toEqual([[21]]);
    await finishNext();
    expect(await answer).toBe(42);
  });

  it('writes the items added during a write together in the next write, in the order added', async () => {
    const { commit, batches, finishNext } = manualWrites();
    const answers = [commit.add(1), commit.add(2), commit.add(3), commit.add(4)];
    expect(batches).toEqual([[1]]);
    await finishNext();
    await finishNext();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    expect(await Promise.all(answers)).toEqual([2, 4, 6, 8]);
  });

  it('fails only the items the write refused', async () => {
    const { commit, finishNext } = manualWrites(true);
    commit.add(0);
    const answers = [1, 2, 3].map((item) => commit.add(item));
    await finishNext();
    await finishNext();
    const outcomes = await Promise.allSettled(answers);
    expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as Error).message))).toEqual([
      'refused 1',
      4,
      'refused 3',
    ]);
  });

  it('fails every item of a write that throws, then writes the next items', async () => {
    let calls = 0;
    const commit = new GroupCommit<string, string>(async (items) => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return items.map((item) => ({ status: 'fulfilled', value: item.toUpperCase() }));
    });
    const first = commit.add('a');
    await expect(first).rejects.toThrow('connection lost');
    expect(await commit.add('b')).toBe('B');
  });
});
