import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readCart, updateCart } from '../../../offline/cart-store';
import { storefrontAnswer } from '../../../test/answers';
import { stubApi } from '../../../test/api-stub';
import { makeProduct, makeSubType } from '../../../test/factories';
import { renderShop } from '../../../test/render-app';
import { toastText } from '../../../test/form-queries';
// The cart drawer, loaded with the file: React.lazy would otherwise load it, transforming its module tree, inside
// the test that opens it (which outlasted its 20 s at load 17).
import './cart-drawer';

const product = makeProduct({
  _id: 'kitty',
  ProductName: 'Kitty Desk Buddy',
  SubTypeSet: [
    makeSubType({ Name: 'Pink', Price: 16.99, SalePrice: 13.59, LeftNum: 3 }),
    makeSubType({ Name: 'Mint', Price: 16.99, LeftNum: 0 }),
  ],
});

async function openProductPage() {
  stubApi((path) => storefrontAnswer(path, { products: [product] }));
  const user = userEvent.setup();
  renderShop('/product/kitty');
  await screen.findByRole('heading', { name: 'Kitty Desk Buddy' }, { timeout: 15_000 });
  return user;
}

const addButton = () => screen.getByRole('button', { name: 'Add to cart' });

describe('adding to the cart on the product page', () => {
  it('asks for a sub-type first', async () => {
    const user = await openProductPage();
    await user.click(addButton());
    await waitFor(() => expect(toastText()).toBe('You should at least select one sub-type.'));
  });

  it('asks for at least one item when the stepper is at 0', async () => {
    const user = await openProductPage();
    await user.click(screen.getByRole('button', { name: /^Pink/ }));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    await user.click(addButton());
    await waitFor(() => expect(toastText()).toBe('You should at least add one item.'));
  });

  it('adds with the sale price and celebrates for a while', async () => {
    const user = await openProductPage();
    await user.click(screen.getByRole('button', { name: /^Pink/ }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));

    await user.click(addButton());

    // Seen as it appears: on a busy machine, waiting for the toast first could outlast the 3.5 s celebration.
    expect(await screen.findByText('Added!')).toBeTruthy();
    await waitFor(() => expect(toastText()).toBe('Add to cart successfully.'));
    expect(await readCart()).toEqual([
      { proid: 'kitty', proname: 'Kitty Desk Buddy', proprice: 13.59, subType: 'Pink', buyNum: 2, totalPrice: '27.18', maxLeft: 3 },
    ]);
    await waitFor(() => expect(screen.queryByText('Added!')).toBeNull());
  });

  it('sets the line to the stock when the cart already holds some', async () => {
    await updateCart(() => ({
      lines: [
        { proid: 'kitty', proname: 'Kitty Desk Buddy', proprice: 13.59, subType: 'Pink', buyNum: 2, totalPrice: '27.18', maxLeft: 3 },
      ],
    }));
    const user = await openProductPage();
    await user.click(screen.getByRole('button', { name: /^Pink/ }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));

    await user.click(addButton());

    await waitFor(() => expect(toastText()).toBe("Will exceed Pink's stock quantity [3] (Current in cart: 2)."));
    expect((await readCart())[0]).toMatchObject({ buyNum: 3, totalPrice: '40.77' });
    expect(screen.queryByText('Added!')).toBeNull();
  });

  it('opens the cart drawer from the nav, with the added line', async () => {
    const user = await openProductPage();
    await user.click(screen.getByRole('button', { name: /^Pink/ }));
    await user.click(addButton());
    await waitFor(() => expect(toastText()).toBe('Add to cart successfully.'));

    // The cart button counts the added line once the cart store has it.
    await user.click(await screen.findByRole('button', { name: 'Open cart, 1 item' }));

    expect(await screen.findByRole('listitem', { name: 'Kitty Desk Buddy – Pink' }, { timeout: 15_000 })).toBeTruthy();
  });
});
