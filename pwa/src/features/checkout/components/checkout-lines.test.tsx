import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCartLine } from '../../../test/factories';
import { CheckoutLines } from './checkout-lines';

const lines = [makeCartLine({ buyNum: 3, proprice: 14.99 }), makeCartLine({ subType: 'Mint', buyNum: 1, proprice: 5 })];

describe('CheckoutLines', () => {
  it('shows the subtotal and no total while the server prices shipping', () => {
    render(<CheckoutLines lines={lines} />);

    expect(screen.getByRole('status', { name: 'Subtotal' }).textContent).toBe('$49.97');
    expect(screen.getByRole('status', { name: 'Shipping' }).textContent).toBe('Calculating…');
    expect(screen.queryByRole('status', { name: 'Total' })).toBeNull();
  });

  it('shows the total the shopper is charged once priced', () => {
    render(<CheckoutLines lines={lines} totals={{ subtotal: 49.97, discount: 0, discountCode: null, shipping: 4.99, total: 54.96 }} />);

    expect(screen.getByRole('status', { name: 'Shipping' }).textContent).toBe('$4.99');
    expect(screen.getByRole('status', { name: 'Total' }).textContent).toBe('$54.96');
  });
});
