import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productsPageAnswer, storefrontAnswer } from '../../test/answers';
import { requestedPaths, stubApi, type StubbedAnswer } from '../../test/api-stub';
import { makeBoard, makeProduct, makeSubType } from '../../test/factories';
import { renderShop } from '../../test/render-app';

const shop = { boards: [makeBoard()] };

function stubCatalogue(answerProducts: (path: string) => StubbedAnswer) {
  return stubApi((path) => (path.includes('/products/getProducts/') ? answerProducts(path) : storefrontAnswer(path, shop)));
}

describe('products page', () => {
  it('shows cards with truncated names and prices, the heading and the pager', async () => {
    const fetchStub = stubCatalogue(() => ({
      body: productsPageAnswer(
        [
          makeProduct({
            ProductName: 'Hello Kitty strawberry milk desk ornament deluxe',
            SubTypeSet: [makeSubType({ Price: 18 }), makeSubType({ Price: 15.5 })],
          }),
          makeProduct({ ProductName: 'Kuromi sticker pack', SubTypeSet: [makeSubType({ Price: 6, SalePrice: 4.2 })] }),
        ],
        40,
      ),
    }));

    renderShop('/products/all/Hello%20Kitty_ip');

    // The card shows the name cut short and tells screen readers all of it.
    const name = await screen.findByRole('heading', { name: 'Hello Kitty strawberry milk desk ornament deluxe' }, { timeout: 15_000 });
    expect(name.textContent).toBe('Hello Kitty strawberry milk de...');
    expect(screen.getByText('$15.50')).toBeTruthy();
    expect(screen.getByText('$4.20')).toBeTruthy();
    expect(screen.getByText('$6.00').tagName).toBe('S');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Filter/Search Keyword: Hello Kitty (IP)');
    expect(screen.getByText('page 1 / 3')).toBeTruthy();
    expect(requestedPaths(fetchStub)).toContain('/api/products/getProducts/all/Hello Kitty_ip/1');
  });

  it('asks for the next page with plus', async () => {
    const user = userEvent.setup();
    const fetchStub = stubCatalogue((path) => ({
      body: productsPageAnswer([makeProduct({ ProductName: path.endsWith('/2') ? 'Second page bunny' : 'First page bunny' })], 16),
    }));
    renderShop('/products/new');
    await screen.findByText('First page bunny');

    await user.click(screen.getByRole('button', { name: 'Next page' }));

    expect(await screen.findByText('Second page bunny')).toBeTruthy();
    expect(screen.getByText('page 2 / 2')).toBeTruthy();
    expect(requestedPaths(fetchStub)).toContain('/api/products/getProducts/new/all/2');
  });

  it('says so when nothing matches, and offers to show everything', async () => {
    stubCatalogue(() => ({ body: productsPageAnswer([]) }));

    renderShop('/products/all/name_unicorn');

    expect(await screen.findByText('No products found.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Filter/Search Keyword: unicorn');
    expect(screen.getByRole('link', { name: 'Show all products' }).getAttribute('href')).toBe('/products/all');
  });

  it('shows the fetch-failed toast and a retry when the read fails', async () => {
    stubCatalogue(() => ({ status: 500, body: { success: false, message: 'boom' } }));

    renderShop('/products/sale');

    expect(await screen.findByText("We couldn't load the products.")).toBeTruthy();
    expect(screen.getAllByText('获取数据失败 (failed to fetch data)').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('sends an unknown tab back to the ALL tab', async () => {
    stubCatalogue(() => ({ body: productsPageAnswer([]) }));
    const { router } = renderShop('/products/unknown');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/all'));
  });
});

describe('routes', () => {
  it('shows home at / with the Policy and Accessory tiles', async () => {
    renderShop('/');
    expect(await screen.findByRole('heading', { name: 'Welcome to Kawaii Shop' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Policy Shipping, returns and privacy' }).getAttribute('href')).toBe('/policy');
    expect(screen.getByRole('link', { name: 'Accessory Browse every cute thing' }).getAttribute('href')).toBe('/products/all');
  });

  it('sends an unknown path to /main', async () => {
    const { router } = renderShop('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
    expect(await screen.findByRole('heading', { name: 'Welcome to Kawaii Shop' })).toBeTruthy();
  });
});
