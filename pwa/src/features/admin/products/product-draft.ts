import { NO_IMAGE, storedImage, type ImageDraft } from '../uploads/image-draft';
import type { AdminProduct } from './admin-product';

export interface PhotoDraft {
  key: string;
  name: string;
  image: ImageDraft;
}

/** A sub-type row as typed: the numbers stay text until saved, so an empty field can be told apart from 0. */
export interface SubTypeDraft {
  key: string;
  name: string;
  price: string;
  salePrice: string;
  stock: string;
  image: ImageDraft;
  /** The stock as the revise page loaded it; absent on a row added since. */
  loadedStock?: number;
}

export interface ProductDraft {
  name: string;
  category: string;
  ip: string;
  description: string;
  cover: ImageDraft;
  photos: PhotoDraft[];
  subTypes: SubTypeDraft[];
  listed: boolean;
}

/** What the add and revise calls both send (spec §7). */
export interface ProductFields {
  proName: string;
  category: string;
  ip: string;
  description: string;
  cover: string;
  imgSet: { Name: string; Img: string }[];
  subTypeInfo: { Name: string; Img: string; LeftNum: number; Price: number; SalePrice: number | null; LoadedLeftNum?: number }[];
}

let rowCount = 0;
const nextRowKey = () => `row-${(rowCount += 1)}`;

export function newSubTypeDraft(): SubTypeDraft {
  return { key: nextRowKey(), name: '', price: '', salePrice: '', stock: '', image: NO_IMAGE };
}

export function newPhotoDraft(): PhotoDraft {
  return { key: nextRowKey(), name: '', image: NO_IMAGE };
}

/** The add form starts with one sub-type row, the one that cannot be removed. */
export function emptyProductDraft(): ProductDraft {
  return { name: '', category: '', ip: '', description: '', cover: NO_IMAGE, photos: [], subTypes: [newSubTypeDraft()], listed: true };
}

export function productToDraft(product: AdminProduct): ProductDraft {
  return {
    name: product.ProductName,
    category: product.Category.join(', '),
    ip: product.IP.join(', '),
    description: product.Description,
    cover: storedImage(product.Cover),
    photos: product.ImgSet.map((photo) => ({ key: nextRowKey(), name: photo.Name, image: storedImage(photo.Img) })),
    subTypes: product.SubTypeSet.map((subType) => ({
      key: nextRowKey(),
      name: subType.Name,
      price: String(subType.Price),
      salePrice: subType.SalePrice == null ? '' : String(subType.SalePrice),
      stock: String(subType.LeftNum),
      image: storedImage(subType.Img),
      loadedStock: subType.LeftNum,
    })),
    listed: product.Display,
  };
}

/** The draft's images, keyed by upload slot. */
export function productImageSlots(draft: ProductDraft): Record<string, ImageDraft> {
  return {
    cover: draft.cover,
    ...Object.fromEntries(draft.photos.map((photo) => [photo.key, photo.image])),
    ...Object.fromEntries(draft.subTypes.map((subType) => [subType.key, subType.image])),
  };
}

export function withStoredProductImages(draft: ProductDraft, urls: Record<string, string>): ProductDraft {
  return {
    ...draft,
    cover: storedImage(urls.cover),
    photos: draft.photos.map((photo) => ({ ...photo, image: storedImage(urls[photo.key]) })),
    subTypes: draft.subTypes.map((subType) => ({ ...subType, image: storedImage(urls[subType.key]) })),
  };
}

/**
 * The save payload of a draft whose images are stored. An empty sale price means none. A row loaded from the
 * product sends its stock as loaded too: the server applies the edit as a change to it, keeping units sold meanwhile.
 */
export function toProductFields(draft: ProductDraft): ProductFields {
  return {
    proName: draft.name.trim(),
    category: draft.category,
    ip: draft.ip,
    description: draft.description,
    cover: draft.cover.url,
    imgSet: draft.photos.map((photo) => ({ Name: photo.name.trim(), Img: photo.image.url })),
    subTypeInfo: draft.subTypes.map((subType) => ({
      Name: subType.name.trim(),
      Img: subType.image.url,
      LeftNum: Number(subType.stock),
      Price: Number(subType.price),
      SalePrice: subType.salePrice.trim() === '' ? null : Number(subType.salePrice),
      ...(subType.loadedStock !== undefined && { LoadedLeftNum: subType.loadedStock }),
    })),
  };
}
