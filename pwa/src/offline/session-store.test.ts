import { describe, expect, it } from 'vitest';
import { readCart, updateCart } from './cart-store';
import { readDisplayCart, saveDisplayCart } from './display-cart-store';
import { readFavourites, setFavourite } from './favourites-store';
import { queueFavouriteChange, readOutbox } from './outbox';
import { forgetEmail, forgetShopper, readStoredEmail, saveEmail } from './session-store';

const line = { proid: 'p1', proname: 'Kitty', proprice: 2, subType: 'Pink', buyNum: 1, totalPrice: '2.00', maxLeft: 5 };

describe('session store', () => {
  it('keeps the email from login until it is forgotten', async () => {
    expect(await readStoredEmail()).toBeNull();
    await saveEmail('mia@example.com');
    expect(await readStoredEmail()).toBe('mia@example.com');
    await forgetEmail();
    expect(await readStoredEmail()).toBeNull();
  });

  it("forgets the email, cart, favourites and queued changes at logout, but not an order's display cart", async () => {
    await saveEmail('mia@example.com');
    await updateCart(() => ({ lines: [line] }));
    await setFavourite('p1', true);
    await queueFavouriteChange({ proID: 'p2', favourite: true });
    await saveDisplayCart([line]);

    await forgetShopper();

    expect(await readStoredEmail()).toBeNull();
    expect(await readCart()).toEqual([]);
    expect(await readFavourites()).toEqual([]);
    expect(await readOutbox()).toEqual([]);
    expect(await readDisplayCart()).toEqual([line]);
  });
});
