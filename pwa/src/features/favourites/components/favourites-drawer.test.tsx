import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isFavourite, setFavourite } from '../../../offline/favourites-store';
import { saveEmail } from '../../../offline/session-store';
import { stubApi } from '../../../test/api-stub';
import { renderWithRouter } from '../../../test/render-app';
import { FavouritesPanel } from './favourites-panel';

async function openFav() {
  await saveEmail('mia@example.com');
  const user = userEvent.setup();
  renderWithRouter(<FavouritesPanel />, '/profile');
  await user.click(screen.getByRole('button', { name: 'Open Fav' }));
  return { user, drawer: screen.getByRole('dialog', { name: 'Fav' }) };
}

describe('the Fav drawer', () => {
  it('says Empty when there are no favourites', async () => {
    const { drawer } = await openFav();
    expect(await within(drawer).findByText('Empty')).toBeTruthy();
  });

  it('lists each favourite with its picture, name, price and a filled heart', async () => {
    await setFavourite('kitty', true, { name: 'Kitty Desk Buddy', cover: '/api/images/kitty', priceCents: 1359, originalCents: 1699 });
    const { drawer } = await openFav();
    const item = await within(drawer).findByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Kitty Desk Buddy' }).getAttribute('href')).toBe('/product/kitty');
    expect(item.querySelector('img')?.getAttribute('src')).toBe('/api/images/kitty');
    expect(within(item).getByText('$13.59')).toBeTruthy();
    expect(within(item).getByText('$16.99').tagName).toBe('S');
    await waitFor(() =>
      expect(within(item).getByRole('button', { name: 'Favourite: Kitty Desk Buddy' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(screen.getByText('1 favourite product')).toBeTruthy();
  });

  it('greys the heart on removal and keeps the product listed until the drawer closes', async () => {
    await setFavourite('kitty', true, { name: 'Kitty Desk Buddy', cover: '/api/images/kitty', priceCents: 1359 });
    const fetchStub = stubApi(() => ({ body: { success: true, mode: 'delete', message: 'Removed from favourites.' } }));
    const { user, drawer } = await openFav();
    const heart = await within(drawer).findByRole('button', { name: 'Favourite: Kitty Desk Buddy', pressed: true });

    await user.click(heart);

    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(await isFavourite('kitty')).toBe(false);
    expect(fetchStub).toHaveBeenCalledWith('/api/users/reviseFav', expect.objectContaining({ method: 'PATCH', body: '{"proID":"kitty"}' }));
    expect(within(drawer).getByRole('listitem')).toBeTruthy();
  });

  it('keeps the picture, name and price of a row hearted again after an unmarking', async () => {
    await setFavourite('kitty', true, { name: 'Kitty Desk Buddy', cover: '/api/images/kitty', priceCents: 1359 });
    let mode = 'delete';
    stubApi(() => ({ body: { success: true, mode, message: 'ok' } }));
    const { user, drawer } = await openFav();
    const heart = await within(drawer).findByRole('button', { name: 'Favourite: Kitty Desk Buddy', pressed: true });
    await user.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));

    mode = 'update';
    await user.click(heart);

    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    const item = within(drawer).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Kitty Desk Buddy' })).toBeTruthy();
    expect(within(item).queryByText('No longer available')).toBeNull();
    expect(item.querySelector('img')?.getAttribute('src')).toBe('/api/images/kitty');
    expect(within(item).getByText('$13.59')).toBeTruthy();
  });

  it('says "Update failed" when the server refuses', async () => {
    await setFavourite('kitty', true, { name: 'Kitty Desk Buddy', cover: '/api/images/kitty', priceCents: 1359 });
    stubApi(() => ({ status: 500, body: { success: false, message: 'boom' } }));
    const { user, drawer } = await openFav();
    const heart = await within(drawer).findByRole('button', { name: 'Favourite: Kitty Desk Buddy', pressed: true });

    await user.click(heart);

    await waitFor(() => expect(screen.getByText('Update failed')).toBeTruthy());
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('works offline: the heart changes at once and the change waits for the network', async () => {
    await setFavourite('kitty', true, { name: 'Kitty Desk Buddy', cover: '/api/images/kitty', priceCents: 1359 });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user, drawer } = await openFav();
    const heart = await within(drawer).findByRole('button', { name: 'Favourite: Kitty Desk Buddy', pressed: true });

    await user.click(heart);

    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(await screen.findByText('You are offline: your favourites will be saved when you are back online.')).toBeTruthy();
  });
});
