import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { readCart, updateCart } from '../../offline/cart-store';
import { readFavourites, setFavourite } from '../../offline/favourites-store';
import { readStoredEmail, saveEmail } from '../../offline/session-store';
import {
  checkAuthAnswer,
  checkoutRemindersAnswer,
  messageAnswer,
  orderHistoryAnswer,
  partProductsAnswer,
  pushPreferencesAnswer,
  unreadCountAnswer,
  userAnswer,
} from '../../test/answers';
import { stubApi, urlOf, type StubbedAnswer } from '../../test/api-stub';
import { makeProduct } from '../../test/factories';
import { renderShop } from '../../test/render-app';

const user = { Email: 'mia@example.com', UserName: 'Mia Chen', Phone: '555-010-2030', Location: '12 Sunny Lane', Fav: ['kitty'] };
const kitty = makeProduct({ _id: 'kitty', ProductName: 'Kitty Desk Buddy' });

const SHOPPER_PATHS = /\/api\/(users|orders|push|chat)\//;

/** The profile's API as the server answers it: after /users/logout, the shopper's own reads answer 401. */
function stubProfileApi(overrides: Record<string, StubbedAnswer> = {}) {
  let loggedOut = false;
  return stubApi((path) => {
    const override = Object.entries(overrides).find(([ending]) => path.endsWith(ending));
    if (override) return override[1];
    if (path.endsWith('/users/logout')) {
      loggedOut = true;
      return { body: messageAnswer('Logout successful') };
    }
    if (loggedOut && SHOPPER_PATHS.test(path)) return { status: 401, body: { success: false, message: 'Please log in first.' } };
    if (path.endsWith('/users/checkAuth')) return { body: checkAuthAnswer() };
    if (path.endsWith('/users/getUser')) return { body: userAnswer(user) };
    if (path.endsWith('/products/getPartProducts')) return { body: partProductsAnswer([kitty]) };
    if (path.includes('/orders/getOrders')) return { body: orderHistoryAnswer([]) };
    if (path.endsWith('/chat/unread')) return { body: unreadCountAnswer() };
    if (path.endsWith('/users/checkout-reminders')) return { body: checkoutRemindersAnswer() };
    if (path.endsWith('/push/preferences')) return { body: pushPreferencesAnswer() };
    if (path.includes('/chat/messages'))
      return {
        body: { success: true, conversation: { id: 'c1', lastSeq: 0, unreadCount: 0 }, messages: [], hasMore: false, message: 'ok' },
      };
    return { body: messageAnswer() };
  });
}

describe('profile page', () => {
  it('goes to /login and forgets the stale email when the session is gone', async () => {
    await saveEmail('mia@example.com');
    stubProfileApi({ '/users/checkAuth': { status: 401, body: { success: false, message: 'Please log in first.' } } });

    const { router } = renderShop('/profile');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 15_000 });
    expect(await readStoredEmail()).toBeNull();
  });

  it('shows the email, the address, the Fav panel and the order history place', async () => {
    await saveEmail('mia@example.com');
    stubProfileApi();

    renderShop('/profile');

    expect(await screen.findByText('12 Sunny Lane', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('mia@example.com')).toBeTruthy();
    expect(screen.getByText('Mia Chen')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fav' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Order History' })).toBeTruthy();
    await waitFor(async () =>
      expect(await readFavourites()).toEqual([{ proid: 'kitty', snapshot: expect.objectContaining({ name: 'Kitty Desk Buddy' }) }]),
    );
  });

  it('logs out: forgets the email, cart, favourites and every read of the shopper, and goes home', async () => {
    await saveEmail('mia@example.com');
    await updateCart(() => ({
      lines: [{ proid: 'kitty', proname: 'Kitty', proprice: 2, subType: 'Pink', buyNum: 1, totalPrice: '2.00', maxLeft: 3 }],
    }));
    await setFavourite('kitty', true);
    const fetchStub = stubProfileApi();
    const shopper = userEvent.setup();
    const { router } = renderShop('/profile');
    await screen.findByText('12 Sunny Lane', {}, { timeout: 15_000 });
    queryClient.setQueryData(['push', 'preferences'], { shipping: true, chat: false, restock: true });

    await shopper.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const cachedData = queryClient
      .getQueryCache()
      .findAll()
      .filter((query) => query.state.data !== undefined)
      .map((query) => query.queryKey[0]);
    expect(cachedData).not.toContain('account');
    expect(cachedData).not.toContain('orders');
    expect(cachedData).not.toContain('push');
    expect(await readStoredEmail()).toBeNull();
    expect(await readCart()).toEqual([]);
    expect(await readFavourites()).toEqual([]);
    expect(fetchStub.mock.calls.map(([input]) => urlOf(input))).toContain('/api/users/logout');
    expect(await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('shows what is stored while offline, instead of sending the shopper to login', async () => {
    await saveEmail('mia@example.com');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    const { router } = renderShop('/profile');

    expect(await screen.findByText('You are offline.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByText('mia@example.com')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
  });
});
