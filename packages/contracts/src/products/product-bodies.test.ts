import { describe, expect, it } from 'vitest';
import { parseCommaSeparatedList, productBodySchemas, type ProductFormMessages } from './product-bodies.js';

const row = (name: string) => (number: number) => `Sub-type ${number}: ${name}`;
const messages = {
  product: new Proxy({}, { get: (_target, key) => (typeof key === 'string' && /Long|Many|Text$/.test(key) ? () => key : key) }),
  photo: new Proxy({}, { get: (_target, key) => (number: number) => `Photo ${number}: ${String(key)}` }),
  subType: new Proxy({}, { get: (_target, key) => row(String(key)) }),
} as unknown as ProductFormMessages;
const { add, revise } = productBodySchemas(messages);
const image = (letter: string) => `/api/images/${letter.repeat(64)}`;
const pink = { Name: 'Pink', Img: image('a'), Price: 12.5, SalePrice: '', LeftNum: 3 };
const product = { proName: ' Bunny ', cover: image('b'), category: 'Charms, Keychains', subTypeInfo: [pink, { ...pink, Name: 'Blue' }] };
const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('parseCommaSeparatedList', () => {
  it('trims entries, drops empty ones and repeats, keeping the first order', () => {
    expect(parseCommaSeparatedList(' Hello Kitty, Sanrio,,Hello Kitty , ')).toEqual(['Hello Kitty', 'Sanrio']);
  });

  it('reads nothing as an empty list', () => {
    expect(parseCommaSeparatedList(' , ,')).toEqual([]);
    expect(parseCommaSeparatedList(undefined)).toEqual([]);
  });
});

describe('product bodies', () => {
  it('takes a product, an empty sale price counting as none', () => {
    expect(add.parse(product)).toMatchObject({ proName: 'Bunny', subTypeInfo: [{ Name: 'Pink', SalePrice: null }, { Name: 'Blue' }] });
  });

  it.each([
    [{ Price: '' }, 'Sub-type 2: priceRequired'],
    [{ Price: 'cheap' }, 'Sub-type 2: priceNotNumber'],
    [{ LeftNum: 1.5 }, 'Sub-type 2: stockNotWhole'],
    [{ LeftNum: undefined }, 'Sub-type 2: stockRequired'],
    [{ SalePrice: 13 }, 'Sub-type 2: salePriceAbovePrice'],
    [{ Img: ' ' }, 'Sub-type 2: imageRequired'],
    [{ Name: ' Pink' }, 'Sub-type 2: nameRepeated'],
    [{ Colour: 'pink' }, 'property Colour should not exist'],
  ])('names the row of a sub-type refused for %j: %s', (change, message) => {
    expect(firstMessage(add.safeParse({ ...product, subTypeInfo: [pink, { ...pink, Name: 'Blue', ...change }] }))).toBe(message);
  });

  it('names the photo row, and refuses a gallery that is not a list', () => {
    expect(firstMessage(add.safeParse({ ...product, imgSet: [{ Name: 'Back' }] }))).toBe('Photo 1: imageRequired');
    expect(firstMessage(add.safeParse({ ...product, imgSet: 'photo.png' }))).toBe('photosNotList');
  });

  it('keeps the cover of a revised product that sends an empty one, and needs the version it loaded', () => {
    const revision = { ...product, proID: '665f1c2b9a1e4b0012345678', cover: '', updatedAt: '2026-11-02T10:00:00.000Z' };
    expect(revise.parse(revision).cover).toBeUndefined();
    expect(firstMessage(revise.safeParse({ ...revision, updatedAt: 'yesterday' }))).toBe('updatedAtNotDate');
  });
});
