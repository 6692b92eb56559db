import type { WelcomeBoard } from '../features/boards/board-model';
import type { Product, SubType } from '../features/catalogue/product-model';

export function makeSubType(overrides: Partial<SubType> = {}): SubType {
  return { Name: 'Pink', Img: '/api/images/sub-pink', Price: 12, SalePrice: null, LeftNum: 5, ...overrides };
}

let productCount = 0;

export function makeProduct(overrides: Partial<Product> = {}): Product {
  productCount += 1;
  return {
    _id: `product-${productCount}`,
    ProductName: `Hello Kitty keychain ${productCount}`,
    Category: ['Keychains'],
    IP: ['Hello Kitty'],
    Description: 'A tiny friend for your keys.',
    Cover: `/api/images/cover-${productCount}`,
    Sale: false,
    Display: true,
    ImgSet: [],
    SubTypeSet: [makeSubType()],
    createdAt: '2025-03-04T10:00:00.000Z',
    ...overrides,
  };
}

export function makeBoard(overrides: Partial<WelcomeBoard> = {}): WelcomeBoard {
  productCount += 1;
  return {
    _id: `board-${productCount}`,
    Title: `Spring sale ${productCount}`,
    subTitle: 'Up to 30% off',
    Description: 'Everything pink is on sale this week.',
    Cover: `/api/images/board-${productCount}`,
    CreateDate: '2025-03-04T10:00:00.000Z',
    Display: true,
    ...overrides,
  };
}
