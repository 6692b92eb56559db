import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readFavourites } from '../../../offline/favourites-store';
import { readStoredEmail, saveEmail } from '../../../offline/session-store';
import type { FavouriteMode } from '@shop/contracts/users/user';
import { reviseFavAnswer, storefrontAnswer } from '../../../test/answers';
import { requestedPaths, stubApi } from '../../../test/api-stub';
import { makeProduct, makeSubType } from '../../../test/factories';
import { renderShop } from '../../../test/render-app';

const product = makeProduct({
  _id: 'kitty',
  ProductName: 'Kitty Desk Buddy',
  Cover: '/api/images/kitty',
  SubTypeSet: [makeSubType({ Price: 12 })],
});

const shop = { products: [product], loggedIn: true };

async function openProductPage(mode: FavouriteMode = 'update') {
  const fetchStub = stubApi((path) => (path.endsWith('/reviseFav') ? { body: reviseFavAnswer(mode) } : storefrontAnswer(path, shop)));
  const user = userEvent.setup();
  const view = renderShop('/product/kitty');
  const heart = await screen.findByRole('button', { name: 'Favourite' }, { timeout: 15_000 });
  return { user, heart, fetchStub, ...view };
}

describe('the favourite heart on the product page', () => {
  it('leads to /login, saying why, when no one is logged in', async () => {
    const { user, heart, router } = await openProductPage();
    await user.click(heart);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Please log in to keep your favourites. You will be back on the product right after.')).toBeTruthy();
  });

  it('asks to log in again, not "Update failed", when the session has expired', async () => {
    await saveEmail('mia@example.com');
    // The session ends while the page is open: the server still knew it at start, it refuses the heart.
    stubApi((path) =>
      path.endsWith('/reviseFav')
        ? { status: 401, body: { success: false, message: 'Please log in first.' } }
        : storefrontAnswer(path, shop),
    );
    const user = userEvent.setup();
    const { router } = renderShop('/product/kitty');
    const heart = await screen.findByRole('button', { name: 'Favourite' }, { timeout: 15_000 });

    await user.click(heart);

    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('Update failed')).toBeNull();
    expect(await readStoredEmail()).toBeNull();
  });

  it('keeps the product as a favourite on the way back from the login the heart asked for', async () => {
    await saveEmail('mia@example.com');
    const fetchStub = stubApi((path) => (path.endsWith('/reviseFav') ? { body: reviseFavAnswer('update') } : storefrontAnswer(path, shop)));
    const view = renderShop({ pathname: '/product/kitty', state: { favouriteAfterLogin: 'kitty' } });
    const heart = await screen.findByRole('button', { name: 'Favourite' }, { timeout: 15_000 });

    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(requestedPaths(fetchStub).filter((path) => path.endsWith('/reviseFav'))).toHaveLength(1);
    expect(view.router.state.location.state).toBeNull();
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
