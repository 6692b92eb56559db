import type { PartProductResponse, ProductResponse, SubTypeResponse } from '@shop/contracts/products/product';
import type { ProductRecord, SubType } from './schemas/product.schema.js';

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
