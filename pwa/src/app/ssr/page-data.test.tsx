import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageData } from '@shop/contracts/storefront/page-data';
import { requestedPaths } from '../../test/api-stub';
import { makeBoard, makeProduct } from '../../test/factories';
import { renderShop } from '../../test/render-app';
import { takeServerPageData } from './page-data';

/** A server page's answers, and an API that never answers: whatever the app shows came from the page. */
function serverPage(data: PageData) {
  document.body.innerHTML = `<script type="application/json" id="page-data">${JSON.stringify(data)}</script>`;
  const fetchStub = vi.fn((_input: RequestInfo | URL) => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetchStub);
  takeServerPageData();
  document.body.innerHTML = '';
  return fetchStub;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('takeServerPageData', () => {
  it('lets the catalogue page draw its cards and welcome carousel from the server page without waiting for a read', async () => {
    const product = makeProduct({ ProductName: 'Server Strawberry Charm' });
    const board = makeBoard({ Title: 'Server summer board' });
    const fetchStub = serverPage({
      welcomeBoards: [board],
      catalogue: { status: 'sale', filter: 'Charms_product', page: 2, products: [product], totalItemNum: 16 },
    });

    renderShop('/products/sale/Charms_product?page=2');

    expect(await screen.findByRole('heading', { name: 'Server Strawberry Charm' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Server summer board' })).toBeTruthy();
    expect(screen.getByText('page 2 / 2')).toBeTruthy();
    // The server's answers are as fresh as a read: they are not read again at once.
    expect(requestedPaths(fetchStub).filter((path) => /getProducts|getWelcomeBoards/.test(path))).toEqual([]);
  });

  it('lets a product page draw the product from the server page', async () => {
    const product = makeProduct({ _id: '665f1c2b9a1e4b0012345678', ProductName: 'Server Desk Bunny' });
    const fetchStub = serverPage({ product });

    renderShop(`/product/${product._id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Server Desk Bunny' })).toBeTruthy();
    expect(requestedPaths(fetchStub).filter((path) => path.includes('getProduct/'))).toEqual([]);
  });

  it('lets a product page draw its related products from the server page, with no read of them', async () => {
    const product = makeProduct({ _id: '665f1c2b9a1e4b0012345678', ProductName: 'Server Desk Bunny' });
    const related = makeProduct({ _id: '665f1c2b9a1e4b0012345679', ProductName: 'Server Bunny Pin' });
    const fetchStub = serverPage({ product, relatedProducts: [related] });

    renderShop(`/product/${product._id}`);

    const list = await screen.findByRole('list', { name: 'Related products' });
    expect(
      within(list)
        .getByRole('link', { name: /Server Bunny Pin/ })
        .getAttribute('href'),
    ).toBe(`/product/${related._id}`);
    expect(requestedPaths(fetchStub).filter((path) => path.includes('getRelatedProducts/'))).toEqual([]);
  });

  it('leaves other places to their reads', async () => {
    const fetchStub = serverPage({
      catalogue: { status: 'all', filter: 'all', page: 1, products: [makeProduct({ ProductName: 'Page one' })], totalItemNum: 20 },
    });

    renderShop('/products/all?page=2');

    expect(await screen.findByText('Loading products…')).toBeTruthy();
    expect(requestedPaths(fetchStub)).toContain('/api/products/getProducts/all/all/2');
    expect(screen.queryByRole('heading', { name: 'Page one' })).toBeNull();
  });
});
