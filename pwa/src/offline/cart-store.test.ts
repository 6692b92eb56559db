import { describe, expect, it, vi } from 'vitest';
import type { CartLine } from './cart-line';
import { readCart, updateCart } from './cart-store';
import { onStoreChange } from './change-feed';

const line = (proid: string, buyNum = 1): CartLine => ({
  proid,
  proname: `Product ${proid}`,
  proprice: 2.5,
  subType: 'Pink',
  buyNum,
  totalPrice: (2.5 * buyNum).toFixed(2),
  maxLeft: 9,
});

describe('cart store', () => {
  it('starts empty and keeps what a change returns', async () => {
    expect(await readCart()).toEqual([]);
    const outcome = await updateCart((lines) => ({ lines: [...lines, line('a')], message: 'added' }));
    expect(outcome.message).toBe('added');
    expect(await readCart()).toEqual([line('a')]);
  });

  it('loses no line when two changes run at once', async () => {
    await Promise.all([
      updateCart((lines) => ({ lines: [...lines, line('a')] })),
      updateCart((lines) => ({ lines: [...lines, line('b')] })),
    ]);
    expect((await readCart()).map((stored) => stored.proid)).toEqual(['a', 'b']);
  });

  it('tells listeners about a change, and stays quiet when nothing changed', async () => {
    const listener = vi.fn();
    const stop = onStoreChange('cart', listener);
    await updateCart((lines) => ({ lines }));
    expect(listener).not.toHaveBeenCalled();
    await updateCart(() => ({ lines: [line('a', 2)] }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('keeps the lines in the order they were added, not by product id', async () => {
    await updateCart((lines) => ({ lines: [...lines, line('zebra')] }));
    await updateCart((lines) => ({ lines: [...lines, line('apple')] }));
    await updateCart((lines) => ({ lines: lines.map((stored) => (stored.proid === 'zebra' ? line('zebra', 3) : stored)) }));

    expect(await readCart()).toEqual([line('zebra', 3), line('apple')]);
  });
});
