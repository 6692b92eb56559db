import type { ProductImage, ProductRecord, SubType } from './schemas/product.schema.js';

export interface SubTypeResponse {
  Name: string;
  Img: string;
  Price: number;
  SalePrice: number | null;
  LeftNum: number;
}

export interface ProductResponse {
  _id: string;
  ProductName: string;
  Category: string[];
  IP: string[];
  Description: string;
  Cover: string;
  Sale: boolean;
  Display: boolean;
  ImgSet: ProductImage[];
  SubTypeSet: SubTypeResponse[];
  createdAt: string;
  updatedAt: string;
}

/** What the cart and favourites need to refresh a line (spec §7, getPartProducts). */
export type PartProductResponse = Pick<ProductResponse, '_id' | 'ProductName' | 'Cover' | 'Sale' | 'SubTypeSet'>;

/** A product is on sale when any of its sub-types has a sale price. */
export function isOnSale(subTypes: SubType[]): boolean {
  return subTypes.some((subType) => subType.SalePrice != null);
}

export function toProductResponse(product: ProductRecord): ProductResponse {
  return {
    ...toPartProductResponse(product),
    Category: [...product.Category],
    IP: [...product.IP],
    Description: product.Description,
    Display: product.Display,
    ImgSet: product.ImgSet.map(({ Name, Img }) => ({ Name, Img })),
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

export function toPartProductResponse(product: ProductRecord): PartProductResponse {
  return {
    _id: product._id.toString(),
    ProductName: product.ProductName,
    Cover: product.Cover,
    Sale: isOnSale(product.SubTypeSet),
    SubTypeSet: product.SubTypeSet.map(toSubTypeResponse),
  };
}

function toSubTypeResponse(subType: SubType): SubTypeResponse {
  return {
    Name: subType.Name,
    Img: subType.Img,
    Price: subType.Price,
    SalePrice: subType.SalePrice ?? null,
    LeftNum: subType.LeftNum,
  };
}
