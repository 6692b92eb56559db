import type { INestApplication } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { WelcomeBoard, type WelcomeBoardRecord } from '../../src/boards/schemas/welcome-board.schema.js';
import { Product, type ProductRecord, type SubType } from '../../src/products/schemas/product.schema.js';
import { StorefrontCache } from '../../src/products/storefront-cache.js';

type ProductInput = Partial<Omit<Product, 'SubTypeSet'>> & { SubTypeSet?: Partial<SubType>[]; createdAt?: Date };
type BoardInput = Partial<WelcomeBoard>;

let sequence = 0;

export function subType(overrides: Partial<SubType> = {}): SubType {
  return { Name: 'Pink', Img: '/api/images/sub-type', Price: 9.99, SalePrice: null, LeftNum: 5, ...overrides };
}

export function productData(overrides: ProductInput = {}) {
  sequence += 1;
  return {
    ProductName: `Test Product ${String(sequence).padStart(4, '0')}`,
    Category: ['Keychains'],
    IP: ['Sanrio'],
    Description: 'A product made by a test',
    Cover: '/api/images/cover',
    Display: true,
    ImgSet: [],
    ...overrides,
    SubTypeSet: (overrides.SubTypeSet ?? [{}]).map((entry) => subType(entry)),
  };
}

export function boardData(overrides: BoardInput = {}) {
  sequence += 1;
  return {
    Title: `Test board ${sequence}`,
    subTitle: 'A subtitle',
    Description: 'A board made by a test',
    Cover: '/api/images/board',
    Display: true,
    ...overrides,
  };
}

export function productModel(app: INestApplication): Model<Product> {
  return app.get(getModelToken(Product.name));
}

export function boardModel(app: INestApplication): Model<WelcomeBoard> {
  return app.get(getModelToken(WelcomeBoard.name));
}

/** A test wrote products or boards past the shop's write services: the storefront's cache goes, as after theirs. */
export async function catalogueChanged(app: INestApplication): Promise<void> {
  await app.get(StorefrontCache).invalidate();
}

export async function insertProducts(app: INestApplication, inputs: ProductInput[]): Promise<ProductRecord[]> {
  const inserted = await productModel(app).insertMany(inputs.map(productData));
  await catalogueChanged(app);
  return inserted.map((document) => document.toObject() as unknown as ProductRecord);
}

export async function insertProduct(app: INestApplication, input: ProductInput = {}): Promise<ProductRecord> {
  const [product] = await insertProducts(app, [input]);
  return product;
}

export async function insertBoards(app: INestApplication, inputs: BoardInput[]): Promise<WelcomeBoardRecord[]> {
  const inserted = await boardModel(app).insertMany(inputs.map(boardData));
  await catalogueChanged(app);
  return inserted.map((document) => document.toObject() as unknown as WelcomeBoardRecord);
}

/** A MongoDB ObjectId string that no document has. */
export const UNKNOWN_ID = '0123456789abcdef01234567';
