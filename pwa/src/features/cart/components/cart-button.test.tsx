import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { updateCart } from '../../../offline/cart-store';
import { makeCartLine } from '../../../test/factories';
import { CartButton } from './cart-button';

describe('the cart icon', () => {
  it('shows how many items the cart holds', async () => {
    await updateCart(() => ({
      lines: [makeCartLine({ buyNum: 2 }), makeCartLine({ proid: 'bunny', subType: 'Blue', buyNum: 1 })],
    }));
    const onOpen = vi.fn();
    render(<CartButton onOpen={onOpen} />);

    const button = await screen.findByRole('button', { name: 'Open cart, 3 items' });
    expect(button.querySelector('.cart-button__count')?.textContent).toBe('3');
    await userEvent.setup().click(button);
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('shows no count for an empty cart', () => {
    render(<CartButton onOpen={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Open cart' });
    expect(button.querySelector('.cart-button__count')).toBeNull();
  });
});
