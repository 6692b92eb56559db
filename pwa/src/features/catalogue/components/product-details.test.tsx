import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { makeProduct, makeSubType } from '../../../test/factories';
import { ProductDetails } from './product-details';

const product = makeProduct({
  ProductName: 'My Melody card holder',
  Category: ['Acrylic Products', 'Card holder'],
  IP: ['Sanrio'],
  Description: 'Keeps your bus card cute.',
  Cover: '/api/images/cover',
  ImgSet: [{ Name: 'Back', Img: '/api/images/back' }],
  SubTypeSet: [
    makeSubType({ Name: 'Pink', Img: '/api/images/pink', Price: 12, SalePrice: 9, LeftNum: 2 }),
    makeSubType({ Name: 'Blue', Img: '/api/images/blue', Price: 12, LeftNum: 0 }),
    makeSubType({ Name: 'Cream', Img: '/api/images/cream', Price: 14, LeftNum: 7 }),
  ],
});

function renderDetails() {
  const user = userEvent.setup();
  render(
    <AppProviders>
      <ProductDetails product={product} />
    </AppProviders>,
  );
  return user;
}

const mainImage = () => screen.getByRole('region', { name: 'Product images' }).querySelector('.gallery__image');
const tile = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('ProductDetails', () => {
  it('shows the name, category, IP and description', () => {
    renderDetails();
    expect(screen.getByRole('heading', { name: 'My Melody card holder' })).toBeTruthy();
    expect(screen.getByText('Acrylic Products, Card holder')).toBeTruthy();
    expect(screen.getByText('Sanrio')).toBeTruthy();
    expect(screen.getByText('Keeps your bus card cute.')).toBeTruthy();
  });

  it('shows each tile with its price, the struck original when on sale, and its stock', () => {
    renderDetails();
    expect(tile('Pink').textContent).toContain('Original price $12.00');
    expect(tile('Pink').textContent).toContain('$9.00');
    expect(tile('Pink').textContent).toContain('Stock: 2');
    expect(tile('Cream').textContent).toContain('$14.00');
    expect(tile('Blue').textContent).toContain('Sold out');
  });

  it('does not let a sold-out tile be chosen', async () => {
    const user = renderDetails();
    const soldOut = tile('Blue');

    expect(soldOut.hasAttribute('disabled')).toBe(true);
    await user.click(soldOut);

    expect(soldOut.getAttribute('aria-pressed')).toBe('false');
    expect(mainImage()?.getAttribute('src')).toBe('/api/images/cover');
  });

  it('jumps the gallery to the chosen sub-type image', async () => {
    const user = renderDetails();

    await user.click(tile('Cream'));

    expect(tile('Cream').getAttribute('aria-pressed')).toBe('true');
    expect(mainImage()?.getAttribute('src')).toBe('/api/images/cream');
    expect(screen.getByText('5 / 5')).toBeTruthy();
  });

  it('wraps from the cover to the last image with the previous arrow', async () => {
    const user = renderDetails();

    await user.click(screen.getByRole('button', { name: 'Previous image' }));

    expect(mainImage()?.getAttribute('alt')).toBe('My Melody card holder – Cream');
    expect(screen.getByText('5 / 5')).toBeTruthy();
  });

  it("animates only an image the shopper moved to, not the page's first one", async () => {
    const user = renderDetails();
    expect(mainImage()?.classList.contains('gallery__image--moved-in')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Next image' }));

    expect(mainImage()?.classList.contains('gallery__image--moved-in')).toBe(true);
  });

  it("shows a thumbnail's image when it is chosen", async () => {
    const user = renderDetails();

    await user.click(screen.getByRole('button', { name: 'Show image 2: My Melody card holder – Back' }));

    expect(mainImage()?.getAttribute('alt')).toBe('My Melody card holder – Back');
  });

  it('caps the quantity at the chosen stock and says so', async () => {
    const user = renderDetails();
    await user.click(tile('Pink'));
    const increase = screen.getByRole('button', { name: 'Increase quantity' });

    await user.click(increase);
    await user.click(increase);

    expect(screen.getByRole('status', { name: 'Quantity' }).textContent).toBe('2');
    expect(screen.getByText("Exceed Pink's stock quantity [ 2 ].")).toBeTruthy();
  });

  it('shows no tile for the cover and default marker sub-types, while the cover image stays in the gallery', async () => {
    const withMarkers = makeProduct({
      ProductName: 'Sweet Dreams Blind Box',
      Cover: '/api/images/cover',
      SubTypeSet: [
        makeSubType({ Name: 'cover', Img: '/api/images/marker-cover', Price: 12.99, LeftNum: 0 }),
        makeSubType({ Name: 'Beige (default)', Img: '/api/images/beige', LeftNum: 3 }),
        makeSubType({ Name: 'Single box', Img: '/api/images/single', LeftNum: 3 }),
      ],
    });
    const user = userEvent.setup();
    render(
      <AppProviders>
        <ProductDetails product={withMarkers} />
      </AppProviders>,
    );
    const tiles = screen.getByRole('group', { name: 'Choose a type' });

    expect(
      within(tiles)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringMatching(/^Single box/)]);
    expect(mainImage()?.getAttribute('src')).toBe('/api/images/cover');
    await user.click(tile('Single box'));
    expect(mainImage()?.getAttribute('src')).toBe('/api/images/single');
  });
});
