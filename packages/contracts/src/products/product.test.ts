import { describe, expect, it } from 'vitest';
import { addProductResponseSchema, adminProductsPageResponseSchema } from './admin-product.js';
import {
  getProductResponseSchema,
  partProductResponseSchema,
  partProductsBodySchema,
  partProductsResponseSchema,
  productResponseSchema,
  productsPageResponseSchema,
} from './product.js';

const keychain = {
  _id: '665f1c2b9a1e4b0012345678',
  ProductName: 'Bunny keychain',
  Category: ['Keychains'],
  IP: ['Bunny'],
  Description: 'A soft bunny.',
  Cover: '/api/images/bunny.webp',
  Sale: true,
  Display: true,
  ImgSet: [{ Name: 'Back', Img: '/api/images/bunny-back.webp' }],
  SubTypeSet: [{ Name: 'Pink', Img: '/api/images/bunny-pink.webp', Price: 12.5, SalePrice: 9.99, LeftNum: 3 }],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};

describe('product response', () => {
  it('accepts a product as the API sends it', () => {
    expect(productResponseSchema.parse(keychain)).toEqual(keychain);
  });

  it('rejects a sub-type whose price is text', () => {
    const broken = { ...keychain, SubTypeSet: [{ ...keychain.SubTypeSet[0], Price: '12.50' }] };
    expect(productResponseSchema.safeParse(broken).success).toBe(false);
  });

  it('keeps only what the cart needs for a part product', () => {
    expect(Object.keys(partProductResponseSchema.parse(keychain)).sort()).toEqual(['Cover', 'ProductName', 'Sale', 'SubTypeSet', '_id']);
  });
});

describe('product answers', () => {
  it('accepts a catalogue page and one product', () => {
    const page = { success: true, products: [keychain], totalItemNum: 1, message: 'Products loaded' };
    expect(productsPageResponseSchema.parse(page)).toEqual(page);
    const one = { success: true, product: keychain, message: 'Product loaded' };
    expect(getProductResponseSchema.parse(one)).toEqual(one);
  });

  it('rejects a page without its total', () => {
    expect(productsPageResponseSchema.safeParse({ success: true, products: [keychain], message: '' }).success).toBe(false);
  });

  it('keeps only what the cart needs in the part products answer', () => {
    const answer = partProductsResponseSchema.parse({ success: true, products: [keychain], message: 'Products loaded' });
    expect(Object.keys(answer.products[0]).sort()).toEqual(['Cover', 'ProductName', 'Sale', 'SubTypeSet', '_id']);
  });

  it('gives each admin list product its lowest stock, null when nothing is for sale', () => {
    const page = {
      success: true,
      products: [
        { ...keychain, LowestStock: 3 },
        { ...keychain, _id: '665f1c2b9a1e4b0012345679', LowestStock: null },
      ],
      totalItemNum: 2,
      message: 'Products loaded.',
      messageKeys: [{ key: 'product.listLoaded' }],
    };
    expect(adminProductsPageResponseSchema.parse(page)).toEqual(page);
    expect(adminProductsPageResponseSchema.safeParse({ ...page, products: [keychain] }).success).toBe(false);
  });

  it('answers an added product with its id', () => {
    const answer = { success: true, message: 'Product added.', proID: keychain._id };
    expect(addProductResponseSchema.parse(answer)).toEqual(answer);
    expect(addProductResponseSchema.safeParse({ success: true, message: 'Product added.' }).success).toBe(false);
  });
});

describe('getPartProducts body', () => {
  const firstMessage = (body: unknown) => partProductsBodySchema.safeParse(body).error?.issues[0]?.message;

  it.each([
    [{}, 'proids must be a list of product ids'],
    [{ proids: 'abc' }, 'proids must be a list of product ids'],
    [{ proids: ['abc'] }, 'Each of proids must be a valid product id'],
    [{ proids: [{ $ne: null }] }, 'Each of proids must be a valid product id'],
    [{ proids: Array.from({ length: 101 }, () => keychain._id) }, 'proids can hold at most 100 product ids'],
    [{ proids: [], extra: 1 }, 'property extra should not exist'],
  ])('answers %j with "%s"', (body, message) => {
    expect(firstMessage(body)).toBe(message);
  });

  it('takes an empty list and up to 100 ids', () => {
    expect(partProductsBodySchema.safeParse({ proids: [] }).success).toBe(true);
    expect(partProductsBodySchema.safeParse({ proids: Array.from({ length: 100 }, () => keychain._id) }).success).toBe(true);
  });
});
