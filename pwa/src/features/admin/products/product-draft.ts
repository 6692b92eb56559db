import { NO_IMAGE, storedImage, type ImageDraft } from '../uploads/image-draft';
import type { ImageSlot } from '../forms/hooks/use-upload-form';
import type { AdminProduct } from './admin-product';

/**
 * The product form's values. Fields are named as the add and revise bodies name them (spec §7), so the
 * contract's messages land on the field they are about; numbers stay text until sent, so that an empty field
 * can be told apart from 0; images are drafts, uploaded on save.
 */
export interface ProductDraft {
  proName: string;
  category: string;
  ip: string;
  description: string;
  cover: ImageDraft;
  imgSet: PhotoDraft[];
  subTypeInfo: SubTypeDraft[];
  listed: boolean;
}

export interface PhotoDraft {
  /** Which row's upload state a picker shows; stays with the row when others are removed. */
  key: string;
  Name: string;
  Img: ImageDraft;
}

export interface SubTypeDraft {
  key: string;
  Name: string;
  Img: ImageDraft;
  Price: string;
  SalePrice: string;
  LeftNum: string;
  /** The stock as the revise page loaded it; absent on a row added since. */
  LoadedLeftNum?: number;
}

/** What the add and revise calls both send (spec §7); a number left empty is undefined (the schema refuses it). */
export interface ProductFields {
  proName: string;
  category: string;
  ip: string;
  description: string;
  cover: string;
  imgSet: { Name: string; Img: string }[];
  subTypeInfo: {
    Name: string;
    Img: string;
    LeftNum: number | undefined;
    Price: number | undefined;
    SalePrice: number | null;
    LoadedLeftNum?: number;
  }[];
}

let rowCount = 0;
const nextRowKey = () => `row-${(rowCount += 1)}`;

export function newSubTypeDraft(): SubTypeDraft {
  return { key: nextRowKey(), Name: '', Img: NO_IMAGE, Price: '', SalePrice: '', LeftNum: '' };
}

export function newPhotoDraft(): PhotoDraft {
  return { key: nextRowKey(), Name: '', Img: NO_IMAGE };
}

/** The add form starts with one sub-type row, the one that cannot be removed. */
export function emptyProductDraft(): ProductDraft {
  return {
    proName: '',
    category: '',
    ip: '',
    description: '',
    cover: NO_IMAGE,
    imgSet: [],
    subTypeInfo: [newSubTypeDraft()],
    listed: true,
  };
}

export function productToDraft(product: AdminProduct): ProductDraft {
  return {
    proName: product.ProductName,
    category: product.Category.join(', '),
    ip: product.IP.join(', '),
    description: product.Description,
    cover: storedImage(product.Cover),
    imgSet: product.ImgSet.map((photo) => ({ key: nextRowKey(), Name: photo.Name, Img: storedImage(photo.Img) })),
    subTypeInfo: product.SubTypeSet.map((subType) => ({
      key: nextRowKey(),
      Name: subType.Name,
      Img: storedImage(subType.Img),
      Price: String(subType.Price),
      SalePrice: subType.SalePrice == null ? '' : String(subType.SalePrice),
      LeftNum: String(subType.LeftNum),
      LoadedLeftNum: subType.LeftNum,
    })),
    listed: product.Display,
  };
}

/** The draft's images: the cover, then each photo's and each sub-type's, under its row's key. */
export function productImageSlots(draft: ProductDraft): ImageSlot<ProductDraft>[] {
  return [
    { slot: 'cover', path: 'cover', image: draft.cover },
    ...draft.imgSet.map((photo, index) => ({ slot: photo.key, path: `imgSet.${index}.Img` as const, image: photo.Img })),
    ...draft.subTypeInfo.map((subType, index) => ({ slot: subType.key, path: `subTypeInfo.${index}.Img` as const, image: subType.Img })),
  ];
}

/** The fields that may hold a message, in the page's order (lists' own messages after their rows). */
export function productFieldPaths(photoCount: number, subTypeCount: number): string[] {
  const rows = (count: number) => Array.from({ length: count }, (_row, index) => index);
  return [
    ...['proName', 'category', 'ip', 'description', 'cover'],
    ...rows(photoCount).flatMap((index) => [`imgSet.${index}.Img`, `imgSet.${index}.Name`]),
    'imgSet.root',
    ...rows(subTypeCount).flatMap((index) =>
      ['Name', 'Price', 'SalePrice', 'LeftNum', 'LoadedLeftNum', 'Img'].map((field) => `subTypeInfo.${index}.${field}`),
    ),
    'subTypeInfo.root',
  ];
}

/** A number as typed: undefined when empty (a number input also reports unreadable text as empty). */
const typedNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The save payload of a draft, each image as `urlOf` gives it (its stored URL once uploaded). An empty sale
 * price means none. A row loaded from the product sends its stock as loaded too: the server applies the edit
 * as a change to it, keeping units sold meanwhile.
 */
export function toProductFields(draft: ProductDraft, urlOf = (image: ImageDraft) => image.url): ProductFields {
  return {
    proName: draft.proName.trim(),
    category: draft.category,
    ip: draft.ip,
    description: draft.description,
    cover: urlOf(draft.cover),
    imgSet: draft.imgSet.map((photo) => ({ Name: photo.Name.trim(), Img: urlOf(photo.Img) })),
    subTypeInfo: draft.subTypeInfo.map((subType) => ({
      Name: subType.Name.trim(),
      Img: urlOf(subType.Img),
      LeftNum: typedNumber(subType.LeftNum),
      Price: typedNumber(subType.Price),
      SalePrice: typedNumber(subType.SalePrice) ?? null,
      ...(subType.LoadedLeftNum !== undefined && { LoadedLeftNum: subType.LoadedLeftNum }),
    })),
  };
}
