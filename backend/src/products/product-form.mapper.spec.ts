import { describe, expect, it } from 'vitest';
import type { ReviseProductBody } from '@shop/contracts/products/product-bodies';
import { imageUrlsOf, toProductFields } from './product-form.mapper.js';

const form = (overrides: Partial<ReviseProductBody> = {}) =>
  ({
    proID: '65a1b2c3d4e5f60718293a4b',
    proName: 'Kitty Charm',
    category: 'Keychains, Charms, Keychains',
    ip: '',
    subTypeInfo: [{ Name: 'Pink', Img: '/api/images/pink', Price: 7.99, LeftNum: 3 }],
    ...overrides,
  }) as ReviseProductBody;

describe('toProductFields', () => {
  it('turns the form into product fields: lists parsed, optional text empty, no sale price as null', () => {
    expect(toProductFields(form())).toEqual({
      ProductName: 'Kitty Charm',
      Category: ['Keychains', 'Charms'],
      IP: [],
      Description: '',
      ImgSet: [],
      SubTypeSet: [{ Name: 'Pink', Img: '/api/images/pink', Price: 7.99, SalePrice: null, LeftNum: 3 }],
    });
  });

  it('sets Cover and Display only when the form sends them', () => {
    expect(toProductFields(form({ cover: '/api/images/cover', display: false }))).toMatchObject({
      Cover: '/api/images/cover',
      Display: false,
    });
  });

  it('labels unnamed photos by their place', () => {
    const photos = [{ Img: '/api/images/a' }, { Name: 'Side', Img: '/api/images/b' }, { Name: '', Img: '/api/images/c' }];
    expect(toProductFields(form({ imgSet: photos })).ImgSet.map((photo) => photo.Name)).toEqual(['Photo 1', 'Side', 'Photo 3']);
  });
});

describe('imageUrlsOf', () => {
  it('lists the cover, the photos and the sub-type images', () => {
    const fields = toProductFields(form({ cover: '/api/images/cover', imgSet: [{ Img: '/api/images/photo' }] }));
    expect(imageUrlsOf(fields)).toEqual(['/api/images/cover', '/api/images/photo', '/api/images/pink']);
  });
});
