import { renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import type { CartLine } from '../../../offline/cart-line';
import { readCart, updateCart } from '../../../offline/cart-store';
import { partProductsAnswer } from '../../../test/answers';
import { stubApi } from '../../../test/api-stub';
import { makeProduct, makeSubType } from '../../../test/factories';
import { useRepriceOnReconnect } from './use-reprice-on-reconnect';
import { toastText } from '../../../test/form-queries';

const line = (overrides: Partial<CartLine>): CartLine => ({
  proid: 'kitty',
  proname: 'Kitty',
  proprice: 10,
  subType: 'Pink',
  buyNum: 2,
  totalPrice: '20.00',
  maxLeft: 5,
  ...overrides,
});

describe('re-pricing the cart on reconnect', () => {
  it('re-checks the cart when the network comes back and sums up what changed', async () => {
    await updateCart(() => ({ lines: [line({}), line({ proid: 'bunny', proname: 'Bunny' })] }));
    stubApi(() => ({
      body: partProductsAnswer([
        makeProduct({ _id: 'kitty', ProductName: 'Kitty', SubTypeSet: [makeSubType({ Name: 'Pink', Price: 8, LeftNum: 1 })] }),
      ]),
    }));
    renderHook(useRepriceOnReconnect, { wrapper: AppProviders });

    window.dispatchEvent(new Event('online'));

    expect(
      await screen.findByText(
        'Your cart was updated: Kitty (Pink) now costs $8.00; Kitty (Pink) has only 1 left, so your quantity is now 1; Bunny (Pink) is no longer sold.',
      ),
    ).toBeTruthy();
    expect(await readCart()).toEqual([
      line({ proprice: 8, buyNum: 1, totalPrice: '8.00', maxLeft: 1 }),
      line({ proid: 'bunny', proname: 'Bunny', maxLeft: 0 }),
    ]);
  });

  it('stays quiet when nothing changed', async () => {
    await updateCart(() => ({ lines: [line({})] }));
    const fetchStub = stubApi(() => ({
      body: partProductsAnswer([
        makeProduct({ _id: 'kitty', ProductName: 'Kitty', SubTypeSet: [makeSubType({ Name: 'Pink', Price: 10 })] }),
      ]),
    }));
    renderHook(useRepriceOnReconnect, { wrapper: AppProviders });

    window.dispatchEvent(new Event('online'));

    await waitFor(() => expect(fetchStub).toHaveBeenCalled());
    expect(toastText()).toBe('');
  });
});
