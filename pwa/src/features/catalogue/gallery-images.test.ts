import { describe, expect, it } from 'vitest';
import { makeProduct, makeSubType } from '../../test/factories';
import { buildGallery } from './gallery-images';

describe('product gallery order', () => {
  it('shows the cover, then the extra images, then each sub-type image', () => {
    const product = makeProduct({
      ProductName: 'Kuromi mirror',
      Cover: '/api/images/cover',
      ImgSet: [
        { Name: 'Back', Img: '/api/images/back' },
        { Name: 'Box', Img: '/api/images/box' },
      ],
      SubTypeSet: [makeSubType({ Name: 'Purple', Img: '/api/images/purple' }), makeSubType({ Name: 'Black', Img: '/api/images/black' })],
    });

    const gallery = buildGallery(product);

    expect(gallery.images.map((image) => image.src)).toEqual([
      '/api/images/cover',
      '/api/images/back',
      '/api/images/box',
      '/api/images/purple',
      '/api/images/black',
    ]);
    expect(gallery.images.map((image) => image.alt)).toEqual([
      'Kuromi mirror',
      'Kuromi mirror – Back',
      'Kuromi mirror – Box',
      'Kuromi mirror – Purple',
      'Kuromi mirror – Black',
    ]);
    expect(gallery.subTypeImageIndex).toEqual([3, 4]);
  });

  it('skips missing images and remembers that a sub-type has none', () => {
    const product = makeProduct({
      ImgSet: [{ Name: 'Empty', Img: '' }],
      SubTypeSet: [makeSubType({ Img: '' }), makeSubType({ Img: '/api/images/only' })],
    });

    const gallery = buildGallery(product);

    expect(gallery.images).toHaveLength(2);
    expect(gallery.subTypeImageIndex).toEqual([undefined, 1]);
  });

  it('shows a picture used again only once, and jumps to it for each sub-type that uses it', () => {
    const product = makeProduct({
      Cover: '/api/images/case',
      ImgSet: [{ Name: 'Again', Img: '/api/images/case' }],
      SubTypeSet: ['Pink', 'Blue', 'Mint'].map((Name) => makeSubType({ Name, Img: '/api/images/case' })),
    });

    const gallery = buildGallery(product);

    expect(gallery.images.map((image) => image.src)).toEqual(['/api/images/case']);
    expect(gallery.subTypeImageIndex).toEqual([0, 0, 0]);
  });
});
