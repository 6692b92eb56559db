import type { Product } from './product-model';

export interface GalleryImage {
  src: string;
  alt: string;
}

export interface Gallery {
  images: GalleryImage[];
  /** For each sub-type (by position in SubTypeSet), the index of its image, if it has one. */
  subTypeImageIndex: (number | undefined)[];
}

/**
 * Gallery order of spec §2: cover, extra images, then each sub-type image. A picture used again (the cover as
 * a sub-type's image, one image for every colour) shows once; a sub-type with it jumps to that one.
 */
export function buildGallery(product: Product): Gallery {
  const images: GalleryImage[] = [];
  const add = (src: string | undefined, alt: string): number | undefined => {
    if (!src) return undefined;
    const shown = images.findIndex((image) => image.src === src);
    if (shown >= 0) return shown;
    images.push({ src, alt });
    return images.length - 1;
  };
  add(product.Cover, product.ProductName);
  product.ImgSet.forEach((image) => add(image.Img, `${product.ProductName} – ${image.Name}`));
  const subTypeImageIndex = product.SubTypeSet.map((subType) => add(subType.Img, `${product.ProductName} – ${subType.Name}`));
  return { images, subTypeImageIndex };
}
