import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readFavourites } from '../../../offline/favourites-store';
import { saveEmail } from '../../../offline/session-store';
import { requestedPaths, stubApi } from '../../../test/api-stub';
import { makeProduct, makeSubType } from '../../../test/factories';
import { renderShop } from '../../../test/render-app';

const product = makeProduct({
  _id: 'kitty',
  ProductName: 'Kitty Desk Buddy',
  Cover: '/api/images/kitty',
  SubTypeSet: [makeSubType({ Price: 12 })],
});

async function openProductPage(mode = 'update') {
  const fetchStub = stubApi((path) => ({ body: path.endsWith('/reviseFav') ? { success: true, mode } : { success: true, product } }));
  const user = userEvent.setup();
  const view = renderShop('/product/kitty');
  const heart = await screen.findByRole('button', { name: 'Favourite' }, { timeout: 15_000 });
  return { user, heart, fetchStub, ...view };
}

describe('the favourite heart on the product page', () => {
  it('leads to /login when no one is logged in', async () => {
    const { user, heart, router } = await openProductPage();
    await user.click(heart);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('fills when the reply says update, and keeps the product for the Fav drawer', async () => {
    await saveEmail('mia@example.com');
    const { user, heart } = await openProductPage('update');
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    await user.click(heart);

    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(await readFavourites()).toEqual([
      { proid: 'kitty', snapshot: { name: 'Kitty Desk Buddy', cover: '/api/images/kitty', priceCents: 1200 } },
    ]);
  });

  it('stays greyed when the reply says anything else', async () => {
    await saveEmail('mia@example.com');
    const { user, heart, fetchStub } = await openProductPage('delete');
    await user.click(heart);
    await waitFor(() => expect(requestedPaths(fetchStub)).toContain('/api/users/reviseFav'));
    await waitFor(() => expect(heart.getAttribute('aria-busy')).toBe('false'));
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(await readFavourites()).toEqual([]);
  });
});
