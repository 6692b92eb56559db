import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readCart } from '../../offline/cart-store';
import { storefrontAnswer } from '../../test/answers';
import { stubApi } from '../../test/api-stub';
import { makeBoard, makeProduct, makeSubType } from '../../test/factories';
import { toastText } from '../../test/form-queries';
import { renderShop } from '../../test/render-app';

// A demo product of the issue: its only sub-type is the marker "default".
const tote = makeProduct({
  _id: 'tote',
  ProductName: 'Sanrio Canvas Tote',
  SubTypeSet: [makeSubType({ Name: 'default', Price: 14.99, LeftNum: 40 })],
});
const related = makeProduct({ _id: 'pin', ProductName: 'Sanrio Enamel Pin' });

function stubShop() {
  const shop = { products: [tote], related: [related], boards: [makeBoard()] };
  return stubApi((path) => storefrontAnswer(path, shop));
}

const cartLine = { proid: 'tote', proname: 'Sanrio Canvas Tote', proprice: 14.99, subType: 'default', maxLeft: 40 };

describe('a product whose only sub-type is a marker', () => {
  it('shows its price on the card and is added from the card without choosing a type', async () => {
    stubShop();
    const user = userEvent.setup();
    renderShop('/products/all');
    const card = (await screen.findByRole('heading', { name: 'Sanrio Canvas Tote' }, { timeout: 15_000 })).closest('article')!;
    expect(within(card).getByText('$14.99')).toBeTruthy();
    expect(within(card).queryByText('Price coming soon')).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Add Sanrio Canvas Tote to cart' }));
    const picker = await screen.findByRole('dialog', { name: 'Sanrio Canvas Tote' });
    expect(within(picker).queryByRole('radio')).toBeNull();
    expect(within(picker).getByText('$14.99 · Stock: 40')).toBeTruthy();
    await user.click(within(picker).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(toastText()).toBe('Add to cart successfully.'));
    expect(await readCart()).toEqual([{ ...cartLine, buyNum: 1, totalPrice: '14.99' }]);
  });

  it('shows its price and stock on the product page instead of tiles, and is added without choosing', async () => {
    stubShop();
    const user = userEvent.setup();
    renderShop('/product/tote');
    await screen.findByRole('heading', { name: 'Sanrio Canvas Tote', level: 1 }, { timeout: 15_000 });

    expect(screen.queryByRole('group', { name: 'Choose a type' })).toBeNull();
    expect(screen.getByText('Stock: 40')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    await waitFor(() => expect(toastText()).toBe('Add to cart successfully.'));
    expect(await readCart()).toEqual([{ ...cartLine, buyNum: 2, totalPrice: '29.98' }]);
  });

  it('shows related products under the product', async () => {
    stubShop();
    renderShop('/product/tote');

    const list = await screen.findByRole('list', { name: 'Related products' }, { timeout: 15_000 });
    expect(within(list).getByRole('heading', { name: 'Sanrio Enamel Pin' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'You may also like' })).toBeTruthy();
  });
});
