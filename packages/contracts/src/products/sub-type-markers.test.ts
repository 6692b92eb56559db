import { describe, expect, it } from 'vitest';
import { lowestPayablePrice, sellableSubTypes, soleMarkerSubType } from './sub-type-markers.js';

const subType = (Name: string, Price: number, SalePrice: number | null = null) => ({ Name, Price, SalePrice });

describe('marker sub-types', () => {
  it('leave the markers out when the product has other sub-types', () => {
    const subTypes = [subType('cover', 1), subType('Pink', 9), subType('Blue (default)', 2)];
    expect(sellableSubTypes(subTypes).map((entry) => entry.Name)).toEqual(['Pink']);
    expect(lowestPayablePrice(subTypes)).toBe(9);
  });

  it('sell a lone marker as the product itself, at its sale price when lower', () => {
    const subTypes = [subType('Beige (default)', 16, 12.5)];
    expect(sellableSubTypes(subTypes)).toEqual(subTypes);
    expect(soleMarkerSubType(subTypes)).toBe(subTypes[0]);
    expect(lowestPayablePrice(subTypes)).toBe(12.5);
  });

  it('make a choice of a product with several sub-types, and price none without sub-types', () => {
    expect(soleMarkerSubType([subType('Pink', 9)])).toBeUndefined();
    expect(lowestPayablePrice([])).toBeNull();
  });
});
