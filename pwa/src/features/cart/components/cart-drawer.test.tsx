import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../../offline/cart-line';
import { readCart, updateCart } from '../../../offline/cart-store';
import { storefrontAnswer } from '../../../test/answers';
import { stubApi } from '../../../test/api-stub';
import { makeProduct, makeSubType } from '../../../test/factories';
import { renderWithRouter } from '../../../test/render-app';
import { CartDrawer } from './cart-drawer';
import { toastText } from '../../../test/form-queries';

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  proid: 'kitty',
  proname: 'Kitty Desk Buddy',
  proprice: 9.99,
  subType: 'Pink',
  buyNum: 1,
  totalPrice: '9.99',
  maxLeft: 2,
  ...overrides,
});

const kitty = makeProduct({
  _id: 'kitty',
  ProductName: 'Kitty Desk Buddy',
  SubTypeSet: [makeSubType({ Name: 'Pink', Price: 12, SalePrice: 9.99, LeftNum: 2 }), makeSubType({ Name: 'Mint', Price: 5, LeftNum: 0 })],
});

async function openDrawer(lines: CartLine[], products = [kitty]) {
  await updateCart(() => ({ lines }));
  const fetchStub = stubApi((path) => storefrontAnswer(path, { products }));
  const onClose = vi.fn();
  const user = userEvent.setup();
  const view = renderWithRouter(<CartDrawer onClose={onClose} />, '/products/all');
  const drawer = screen.getByRole('dialog', { name: 'Cart' });
  return { user, drawer, onClose, fetchStub, ...view };
}

const total = () => screen.getByRole('status', { name: 'Total' }).textContent;

describe('CartDrawer', () => {
  it('lists each line with name, sub-type, quantity and line total, and the Total', async () => {
    const { drawer } = await openDrawer([
      line({ buyNum: 2, totalPrice: '19.98' }),
      line({ proid: 'bunny', proname: 'Bunny', subType: 'Blue', proprice: 5, buyNum: 1, totalPrice: '5.00', maxLeft: 4 }),
    ]);
    const kittyLine = await within(drawer).findByRole('listitem', { name: 'Kitty Desk Buddy – Pink' });
    expect(within(kittyLine).getByText('Pink')).toBeTruthy();
    expect(within(kittyLine).getByRole('status', { name: 'Quantity' }).textContent).toBe('2');
    expect(within(kittyLine).getByRole('status', { name: 'Line total' }).textContent).toBe('$19.98');
    expect(total()).toBe('$24.98');
  });

  it('says what the refresh changed: a new price and a quantity capped at the stock', async () => {
    const { drawer } = await openDrawer([line({ proprice: 12, totalPrice: '36.00', buyNum: 3, maxLeft: 9 })]);

    expect(
      await within(drawer).findByText(
        'Your cart was updated: Kitty Desk Buddy (Pink) now costs $9.99; Kitty Desk Buddy (Pink) has only 2 left, so your quantity is now 2.',
      ),
    ).toBeTruthy();
  });

  it("shows each line's picture: its sub-type's image", async () => {
    const { drawer } = await openDrawer([line()]);
    const kittyLine = await within(drawer).findByRole('listitem', { name: 'Kitty Desk Buddy – Pink' });
    await waitFor(() => expect(kittyLine.querySelector('img')?.getAttribute('src')).toBe(kitty.SubTypeSet[0].Img));
  });

  it('refreshes prices and stock on opening and rewrites the stored cart', async () => {
    const { fetchStub } = await openDrawer([line({ proprice: 12, totalPrice: '12.00', maxLeft: 9 })]);
    await waitFor(async () => expect(await readCart()).toEqual([line()]));
    expect(fetchStub).toHaveBeenCalledWith('/api/products/getPartProducts', expect.objectContaining({ body: '{"proids":["kitty"]}' }));
    await waitFor(() => expect(total()).toBe('$9.99'));
  });

  it('blocks plus at the stock with the cart message', async () => {
    const { user, drawer } = await openDrawer([line()]);
    const plus = await within(drawer).findByRole('button', { name: 'One more Kitty Desk Buddy – Pink' });
    await user.click(plus);
    await waitFor(() => expect(total()).toBe('$19.98'));
    await user.click(plus);
    await waitFor(() => expect(toastText()).toBe("Will exceed [Kitty Desk Buddy - Pink]'s stock quantity [2]."));
    expect((await readCart())[0].buyNum).toBe(2);
  });

  it('takes minus down to zero, then removes the line', async () => {
    const { user, drawer } = await openDrawer([line()]);
    await user.click(await within(drawer).findByRole('button', { name: 'One less Kitty Desk Buddy – Pink' }));
    const remove = await within(drawer).findByRole('button', { name: 'Remove Kitty Desk Buddy – Pink' });
    expect(total()).toBe('$0.00');
    await user.click(remove);
    expect(await within(drawer).findByText('Your cart is empty.')).toBeTruthy();
    expect(await readCart()).toEqual([]);
  });

  it('dims a line that is out of stock, labels it, and offers Delete Item', async () => {
    const { user, drawer } = await openDrawer([line(), line({ subType: 'Mint', proprice: 5, totalPrice: '5.00', maxLeft: 3 })]);
    const mint = await within(drawer).findByRole('listitem', { name: 'Kitty Desk Buddy – Mint' });
    await waitFor(() => expect(mint.classList.contains('cart-line--out-of-stock')).toBe(true));
    expect(within(mint).getByText('Out of stock')).toBeTruthy();
    expect(within(mint).queryByRole('button', { name: /One more/ })).toBeNull();
    expect(total()).toBe('$9.99');

    await user.click(within(mint).getByRole('button', { name: 'Delete Item' }));

    await waitFor(async () => expect((await readCart()).map((stored) => stored.subType)).toEqual(['Pink']));
  });

  it('goes to /checkout with Check Out', async () => {
    const { user, router, onClose } = await openDrawer([line()]);
    await screen.findByRole('list', { name: 'Cart lines' });
    await user.click(screen.getByRole('button', { name: 'Check Out' }));
    expect(router.state.location.pathname).toBe('/checkout');
    expect(onClose).toHaveBeenCalled();
  });

  it('says the cart is empty on Check Out with nothing in it', async () => {
    const { user, router } = await openDrawer([]);
    await screen.findByText('Your cart is empty.');
    await user.click(screen.getByRole('button', { name: 'Check Out' }));
    expect(toastText()).toBe('Your cart is empty.');
    expect(router.state.location.pathname).toBe('/products/all');
  });

  it('keeps focus inside and closes with Escape', async () => {
    const { user, drawer, onClose } = await openDrawer([]);
    expect(document.activeElement).toBe(drawer);
    await user.tab();
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Close' }));
    await user.tab();
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Check Out' }));
    await user.tab();
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Close' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Check Out' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows lines added in another tab', async () => {
    const { drawer } = await openDrawer([]);
    await screen.findByText('Your cart is empty.');
    const otherTab = new BroadcastChannel('kawaii-shop-storage');
    // The other tab writes the shared database, then tells everyone.
    await updateCart(() => ({ lines: [line()] }));
    otherTab.postMessage('cart');
    expect(await within(drawer).findByRole('listitem', { name: 'Kitty Desk Buddy – Pink' })).toBeTruthy();
    otherTab.close();
  });
});
