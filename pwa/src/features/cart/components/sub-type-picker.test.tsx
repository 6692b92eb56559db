import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../../offline/cart-line';
import { readCart, updateCart } from '../../../offline/cart-store';
import { makeProduct, makeSubType } from '../../../test/factories';
import { renderWithRouter } from '../../../test/render-app';
import { CardAddToCart } from './card-add-to-cart';
import { toastText } from '../../../test/form-queries';

const product = makeProduct({
  _id: 'kitty',
  ProductName: 'Kitty Blind Box',
  SubTypeSet: [
    makeSubType({ Name: 'cover', LeftNum: 0 }),
    makeSubType({ Name: 'Single box (random)', Price: 9, LeftNum: 3 }),
    makeSubType({ Name: 'Whole set of 6', Price: 50, SalePrice: 45, LeftNum: 2 }),
    makeSubType({ Name: 'Gift (default)', LeftNum: 9 }),
    makeSubType({ Name: 'Sold out set', LeftNum: 0 }),
  ],
});

async function openPicker() {
  const user = userEvent.setup();
  renderWithRouter(<CardAddToCart product={product} />, '/products/all');
  await user.click(screen.getByRole('button', { name: 'Add Kitty Blind Box to cart' }));
  const picker = await screen.findByRole('dialog', { name: 'Kitty Blind Box' }, { timeout: 10_000 });
  const quantity = () => within(picker).getByRole('status', { name: 'Quantity' }).textContent;
  return { user, picker, quantity };
}

describe('the product card picker', () => {
  it('offers only sub-types with stock, without the cover and default markers', async () => {
    const { picker } = await openPicker();
    expect(
      within(picker)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.querySelector('.sub-type-picker__name')?.textContent),
    ).toEqual(['Single box (random)', 'Whole set of 6']);
    expect(within(picker).getByText('$45.00')).toBeTruthy();
  });

  it('asks for a sub-type first', async () => {
    const { user, picker } = await openPicker();
    await user.click(within(picker).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(toastText()).toBe('You should at least select one sub-type.'));
    expect(await readCart()).toEqual([]);
  });

  it('does not take the quantity below 0, and asks for at least one item', async () => {
    const { user, picker, quantity } = await openPicker();
    await user.click(within(picker).getByRole('radio', { name: /Single box/ }));
    const minus = within(picker).getByRole('button', { name: 'Decrease quantity' });
    await user.click(minus);
    expect(quantity()).toBe('0');
    expect(minus.hasAttribute('disabled')).toBe(true);

    await user.click(within(picker).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(toastText()).toBe('You should at least add one item.'));
  });

  it('stops plus at the stock with the stepper message', async () => {
    const { user, picker, quantity } = await openPicker();
    await user.click(within(picker).getByRole('radio', { name: /Whole set/ }));
    const plus = within(picker).getByRole('button', { name: 'Increase quantity' });
    await user.click(plus);
    await user.click(plus);
    expect(quantity()).toBe('2');
    expect(toastText()).toBe("Exceed Whole set of 6's stock quantity [ 2 ].");
  });

  it('adds the chosen sub-type and quantity, then closes', async () => {
    const { user, picker } = await openPicker();
    await user.click(within(picker).getByRole('radio', { name: /Whole set/ }));
    await user.click(within(picker).getByRole('button', { name: 'Increase quantity' }));

    await user.click(within(picker).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastText()).toBe('Add to cart successfully.');
    expect(await readCart()).toEqual<CartLine[]>([
      { proid: 'kitty', proname: 'Kitty Blind Box', proprice: 45, subType: 'Whole set of 6', buyNum: 2, totalPrice: '90.00', maxLeft: 2 },
    ]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Kitty Blind Box to cart' }));
  });

  it('sets the line to the stock when the cart already holds some', async () => {
    await updateCart(() => ({
      lines: [
        {
          proid: 'kitty',
          proname: 'Kitty Blind Box',
          proprice: 9,
          subType: 'Single box (random)',
          buyNum: 2,
          totalPrice: '18.00',
          maxLeft: 3,
        },
      ],
    }));
    const { user, picker } = await openPicker();
    await user.click(within(picker).getByRole('radio', { name: /Single box/ }));
    await user.click(within(picker).getByRole('button', { name: 'Increase quantity' }));

    await user.click(within(picker).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(toastText()).toBe("Will exceed Single box (random)'s stock quantity [3] (Current in cart: 2)."));
    expect((await readCart())[0]).toMatchObject({ buyNum: 3, totalPrice: '27.00' });
  });

  it('closes with Escape', async () => {
    const { user } = await openPicker();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
