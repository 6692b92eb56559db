import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storefrontAnswer } from '../../test/answers';
import { requestedPaths, stubApi } from '../../test/api-stub';
import { makeBoard, makeProduct } from '../../test/factories';
import { renderShop } from '../../test/render-app';

function stubCatalogue() {
  const shop = { products: [makeProduct({ ProductName: 'Bunny Mirror' })], boards: [makeBoard()] };
  return stubApi((path) => storefrontAnswer(path, shop));
}

const controls = () => screen.getByRole('region', { name: 'Sort and filter' });

describe('sorting and filtering the catalogue', () => {
  it('reads the sort and filters from the address, asks the API for them and shows them', async () => {
    const fetchStub = stubCatalogue();
    renderShop('/products/all?sort=price-asc&inStock=1&min=5&max=20');

    await screen.findByText('Bunny Mirror', undefined, { timeout: 15_000 });

    expect(requestedPaths(fetchStub)).toContain('/api/products/getProducts/all/all/1?sort=price_asc&inStock=1&min=5&max=20');
    expect(controls()).toBeTruthy();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' }).value).toBe('price_asc');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'In stock only' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Minimum price' }).value).toBe('5');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Maximum price' }).value).toBe('20');
  });

  it('changes the sort and stock filter from the keyboard, back on page 1', async () => {
    const user = userEvent.setup();
    const fetchStub = stubCatalogue();
    renderShop('/products/new?page=2');
    await screen.findByText('Bunny Mirror', undefined, { timeout: 15_000 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Best-selling');
    await waitFor(() => expect(requestedPaths(fetchStub)).toContain('/api/products/getProducts/new/all/1?sort=best_selling'));

    screen.getByRole('checkbox', { name: 'In stock only' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(requestedPaths(fetchStub)).toContain('/api/products/getProducts/new/all/1?sort=best_selling&inStock=1'));
  });

  it('applies a price range typed the wrong way round with Enter', async () => {
    const user = userEvent.setup();
    const fetchStub = stubCatalogue();
    renderShop('/products/all');
    await screen.findByText('Bunny Mirror', undefined, { timeout: 15_000 });

    await user.type(screen.getByRole('textbox', { name: 'Minimum price' }), '30');
    await user.type(screen.getByRole('textbox', { name: 'Maximum price' }), '12.5{Enter}');

    await waitFor(() => expect(requestedPaths(fetchStub)).toContain('/api/products/getProducts/all/all/1?min=12.5&max=30'));
  });

  it('combines the category of the path with a character, offering no second category', async () => {
    const user = userEvent.setup();
    const fetchStub = stubCatalogue();
    renderShop('/products/all/Keychains_product');
    await screen.findByText('Bunny Mirror', undefined, { timeout: 15_000 });
    expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Character' }), 'Hello Kitty');

    await waitFor(() => expect(requestedPaths(fetchStub)).toContain('/api/products/getProducts/all/Keychains_product/1?ip=Hello Kitty'));
  });
});
