import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storefrontAnswer } from '../../test/answers';
import { stubApi } from '../../test/api-stub';
import { makeProduct, makeSubType } from '../../test/factories';
import { renderShop } from '../../test/render-app';

describe('product page', () => {
  it('shows the product read from the API', async () => {
    const product = makeProduct({ ProductName: 'Pochacco water bottle charm' });
    stubApi((path) => storefrontAnswer(path, { products: [product] }));

    renderShop(`/product/${product._id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Pochacco water bottle charm' }, { timeout: 15_000 })).toBeTruthy();
  });

  it('says the product cannot be found for an unknown or malformed id', async () => {
    stubApi(() => ({ status: 400, body: { success: false, message: 'Invalid product id' } }));

    renderShop('/product/not-an-id');

    expect(await screen.findByText("We couldn't find this product.", undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Invalid product id')).toBeTruthy();
    expect((await screen.findAllByText('获取数据失败 (failed to fetch data)')).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Browse all products' }).getAttribute('href')).toBe('/products/all');
  });

  it('keeps the quantity when another tile is chosen, and refuses more than its stock with the spec message', async () => {
    const product = makeProduct({ SubTypeSet: [makeSubType({ Name: 'Pink', LeftNum: 5 }), makeSubType({ Name: 'Mint', LeftNum: 2 })] });
    stubApi((path) => storefrontAnswer(path, { products: [product] }));
    const user = userEvent.setup();
    renderShop(`/product/${product._id}`);
    const tile = async (name: string) => screen.findByRole('button', { name: new RegExp(`^${name}`) }, { timeout: 15_000 });

    await user.click(await tile('Pink'));
    for (let count = 1; count < 4; count += 1) await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(await tile('Mint'));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText('The quantity exceeds the stock limit [2].')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Quantity' }).textContent).toBe('4');
  });
});
