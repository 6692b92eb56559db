import { describe, expect, it } from 'vitest';
import { DEMO_BOARDS, DEMO_PRODUCTS } from './demo-catalogue.js';

// The storefront's category panel (spec §2).
const PANEL_CATEGORIES = [
  'Desk Ornaments',
  'Phone Cases',
  '15 pro max',
  'Keychains',
  'Stickers',
  'Acrylic Products',
  'Handheld mirror',
  'Card holder',
  'Storage box',
  'Phone holder',
];
const PANEL_IPS = ['Hello Kitty', 'Sanrio', "Disney's Seven Treasures", 'Crayon Shin-chan', 'Jelly Cat'];
const listed = DEMO_PRODUCTS.filter((product) => product.listed !== false);

describe('demo catalogue', () => {
  it('has at least 40 products, a few of them unlisted', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(40);
    expect(DEMO_PRODUCTS.length - listed.length).toBeGreaterThanOrEqual(2);
  });

  it('has listed products in every category and sub-entry of the panel, and blind boxes', () => {
    for (const category of [...PANEL_CATEGORIES, 'Blind Box']) {
      expect(
        listed.some((product) => product.category.includes(category)),
        category,
      ).toBe(true);
    }
  });

  it('has listed products for every IP of the panel', () => {
    for (const ip of PANEL_IPS)
      expect(
        listed.some((product) => product.ip.includes(ip)),
        ip,
      ).toBe(true);
  });

  it('exercises the picker: sub-types named cover or containing default, sales and sold-out stock', () => {
    const subTypes = listed.flatMap((product) => product.subTypes);
    expect(subTypes.some((subType) => subType.name === 'cover')).toBe(true);
    expect(subTypes.some((subType) => subType.name.includes('default'))).toBe(true);
    expect(subTypes.some((subType) => subType.salePercent)).toBe(true);
    expect(subTypes.some((subType) => subType.left === 0)).toBe(true);
    expect(listed.every((product) => product.subTypes.length > 0)).toBe(true);
  });

  it('has distinct product names and at least three boards, one of them hidden', () => {
    expect(new Set(DEMO_PRODUCTS.map((product) => product.name)).size).toBe(DEMO_PRODUCTS.length);
    expect(DEMO_BOARDS.length).toBeGreaterThanOrEqual(3);
    expect(DEMO_BOARDS.some((board) => !board.shown)).toBe(true);
  });
});
