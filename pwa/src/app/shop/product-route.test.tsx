import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { makeProduct } from '../../test/factories';
import { renderShop } from '../../test/render-app';

describe('product page', () => {
  it('shows the product read from the API', async () => {
    const product = makeProduct({ ProductName: 'Pochacco water bottle charm' });
    stubApi(() => ({ body: { success: true, product } }));

    renderShop(`/product/${product._id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Pochacco water bottle charm' }, { timeout: 15_000 })).toBeTruthy();
  });

  it('says the product cannot be found for an unknown or malformed id', async () => {
    stubApi(() => ({ status: 400, body: { success: false, message: 'Invalid product id' } }));

    renderShop('/product/not-an-id');

    expect(await screen.findByText("We couldn't find this product.", undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Invalid product id')).toBeTruthy();
    expect(screen.getAllByText('获取数据失败 (failed to fetch data)').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Browse all products' }).getAttribute('href')).toBe('/products/all');
  });
});
