/**
 * A product as the API sends it (spec §7: getProducts, getProduct, getPartProducts). The backend's mapper,
 * the PWA and the end-to-end fixtures all import this file, so it stays plain types with no imports.
 */

/** A purchasable variant; prices are dollars with two decimals. */
export interface SubTypeResponse {
  Name: string;
  Img: string;
  Price: number;
  /** Set when the variant is on sale; the cart then charges it. */
  SalePrice: number | null;
  LeftNum: number;
}

/** An extra gallery image: a short label and the image URL. */
export interface ProductImageResponse {
  Name: string;
  Img: string;
}

export interface ProductResponse {
  _id: string;
  ProductName: string;
  Category: string[];
  IP: string[];
  Description: string;
  Cover: string;
  /** Any sub-type has a sale price. */
  Sale: boolean;
  /** Listed: shoppers only ever get listed products. */
  Display: boolean;
  ImgSet: ProductImageResponse[];
  SubTypeSet: SubTypeResponse[];
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; the admin's revise call sends it back to detect a concurrent change. */
  updatedAt: string;
}

/** What the cart and favourites need to refresh a line (getPartProducts). */
export type PartProductResponse = Pick<ProductResponse, '_id' | 'ProductName' | 'Cover' | 'Sale' | 'SubTypeSet'>;
