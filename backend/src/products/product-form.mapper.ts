import { parseCommaSeparatedList, type ReviseProductBody } from '@shop/contracts/products/product-bodies';
import type { Product, SubType } from './schemas/product.schema.js';

type ReplacedFields = 'ProductName' | 'Category' | 'IP' | 'Description' | 'ImgSet';

/**
 * The fields a product form sets; Cover and Display only when the form sends them (a revise may keep them).
 * Its sub-types are plain rows without the orders holding their units, which only the server records.
 */
export type ProductFields = Pick<Product, ReplacedFields> & { SubTypeSet: Omit<SubType, 'HeldBy'>[] } & Partial<
    Pick<Product, 'Cover' | 'Display'>
  >;

export function toProductFields(form: Omit<ReviseProductBody, 'proID' | 'updatedAt'>): ProductFields {
  return {
    ProductName: form.proName,
    Category: parseCommaSeparatedList(form.category),
    IP: parseCommaSeparatedList(form.ip),
    Description: form.description ?? '',
    ImgSet: (form.imgSet ?? []).map((photo, index) => ({ Name: (photo.Name ?? '') || `Photo ${index + 1}`, Img: photo.Img })),
    SubTypeSet: form.subTypeInfo.map((row) => ({
      Name: row.Name,
      Img: row.Img,
      Price: row.Price,
      SalePrice: row.SalePrice ?? null,
      LeftNum: row.LeftNum,
    })),
    ...(form.cover !== undefined && { Cover: form.cover }),
    ...(form.display !== undefined && { Display: form.display }),
  };
}

/** Every image a product's fields point at: cover, gallery photos and sub-type images. */
export function imageUrlsOf(fields: ProductFields): string[] {
  return [...(fields.Cover ? [fields.Cover] : []), ...fields.ImgSet.map((photo) => photo.Img), ...fields.SubTypeSet.map((row) => row.Img)];
}
