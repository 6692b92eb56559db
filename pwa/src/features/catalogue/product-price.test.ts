import { describe, expect, it } from 'vitest';
import { formatUsd } from '@shop/contracts/money';
import { makeProduct, makeSubType } from '../../test/factories';
import { isSoldOut, productCardPrice, subTypePrice } from './product-price';

const shown = (price: { currentCents: number; originalCents?: number } | null) =>
  price && { current: formatUsd(price.currentCents), original: price.originalCents && formatUsd(price.originalCents) };

describe('card price', () => {
  it('is the lowest sub-type price', () => {
    const product = makeProduct({ SubTypeSet: [makeSubType({ Price: 15 }), makeSubType({ Price: 9.9 }), makeSubType({ Price: 12 })] });
    expect(shown(productCardPrice(product))).toEqual({ current: '$9.90', original: undefined });
  });

  it('on sale strikes the original of the same sub-type whose sale price is the lowest', () => {
    const product = makeProduct({
      Sale: true,
      SubTypeSet: [makeSubType({ Price: 20, SalePrice: 14.5 }), makeSubType({ Price: 18, SalePrice: null })],
    });
    expect(shown(productCardPrice(product))).toEqual({ current: '$14.50', original: '$20.00' });
    expect(productCardPrice(product)?.onSale).toBe(true);
  });

  it('stays on sale, without a struck price, when the cheapest sub-type is not the one on sale', () => {
    const product = makeProduct({
      Sale: true,
      SubTypeSet: [makeSubType({ Price: 9.99 }), makeSubType({ Price: 20, SalePrice: 15 })],
    });
    expect(productCardPrice(product)).toEqual({ currentCents: 999, onSale: true });
  });

  it('leaves the cover and default marker sub-types out', () => {
    const product = makeProduct({
      SubTypeSet: [makeSubType({ Name: 'cover', Price: 1 }), makeSubType({ Name: 'Pink (default)', Price: 2 }), makeSubType({ Price: 11 })],
    });
    expect(shown(productCardPrice(product))).toEqual({ current: '$11.00', original: undefined });
  });

  it('has no price without sub-types', () => {
    expect(productCardPrice(makeProduct({ SubTypeSet: [] }))).toBeNull();
  });
});

describe('sub-type price and stock', () => {
  it('strikes the original only when a lower sale price exists', () => {
    expect(shown(subTypePrice(makeSubType({ Price: 10, SalePrice: 8 })))).toEqual({ current: '$8.00', original: '$10.00' });
    expect(shown(subTypePrice(makeSubType({ Price: 10, SalePrice: undefined })))).toEqual({ current: '$10.00', original: undefined });
  });

  it('calls a product sold out when no sub-type has stock left', () => {
    expect(isSoldOut(makeProduct({ SubTypeSet: [makeSubType({ LeftNum: 0 }), makeSubType({ LeftNum: 0 })] }))).toBe(true);
    expect(isSoldOut(makeProduct({ SubTypeSet: [makeSubType({ LeftNum: 0 }), makeSubType({ LeftNum: 1 })] }))).toBe(false);
  });
});
