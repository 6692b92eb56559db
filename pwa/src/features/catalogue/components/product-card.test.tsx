import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct, makeSubType } from '../../../test/factories';
import { renderWithRouter } from '../../../test/render-app';
import { ProductCard } from './product-card';

function renderCard(subTypes: Parameters<typeof makeSubType>[0][]) {
  const product = makeProduct({ ProductName: 'Sweet Dreams Blind Box', Sale: true, SubTypeSet: subTypes.map(makeSubType) });
  renderWithRouter(<ProductCard product={product} />);
  return screen.getByRole('article');
}

describe('product card on sale', () => {
  it('strikes the original and shows the sale price of the same sub-type when it is the cheapest', () => {
    const card = renderCard([
      { Name: 'Red', Price: 12.5, SalePrice: 8 },
      { Name: 'Blue', Price: 9.99 },
    ]);

    expect(within(card).getByText('$12.50').closest('s')).not.toBeNull();
    expect(within(card).getByText('$8.00')).toBeTruthy();
    expect(within(card).queryByText('$9.99')).toBeNull();
    expect(within(card).getByText('Save $4.50')).toBeTruthy();
  });

  it('shows the saving when the sub-type on sale is not the cheapest, and never counts the cover marker', () => {
    const card = renderCard([
      { Name: 'cover', Price: 5, LeftNum: 0 },
      { Name: 'Single box (random)', Price: 12.99 },
      { Name: 'Whole set of 6', Price: 74.99, SalePrice: 67.49 },
    ]);

    expect(within(card).getByText('Save $7.50')).toBeTruthy();
    expect(within(card).getByText('$12.99').closest('s')).toBeNull();
    expect(within(card).queryByText('$5.00')).toBeNull();
  });

  it('says "up to" when sub-types on sale save different amounts', () => {
    const card = renderCard([
      { Name: 'Small', Price: 10, SalePrice: 9 },
      { Name: 'Large', Price: 20, SalePrice: 15 },
    ]);

    expect(within(card).getByText('Save up to $5.00')).toBeTruthy();
  });
});
