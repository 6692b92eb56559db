import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWithRouter } from '../../../test/render-app';
import { ShippingEstimate } from './shipping-estimate';

const rate = { status: 200, body: { success: true, shipping: { flatRate: 4.99, freeOver: 49 }, message: 'Shipping settings loaded' } };

describe('ShippingEstimate', () => {
  it('shows the flat rate and from when shipping is free under the threshold', async () => {
    stubApi(() => rate);
    renderWithRouter(<ShippingEstimate subtotalCents={2500} />);
    expect((await screen.findByRole('status', { name: 'Shipping' })).textContent).toBe('$4.99');
    expect(screen.getByText('Free from $49.00')).toBeTruthy();
  });

  it('says shipping is free from the threshold on', async () => {
    stubApi(() => rate);
    renderWithRouter(<ShippingEstimate subtotalCents={4900} />);
    expect((await screen.findByRole('status', { name: 'Shipping' })).textContent).toBe('Free');
  });
});
