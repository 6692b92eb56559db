export interface SubType {
  Name: string;
  Img: string;
  /** Dollars. */
  Price: number;
  SalePrice?: number | null;
  LeftNum: number;
}

export interface ProductImage {
  Name: string;
  Img: string;
}

export interface Product {
  _id: string;
  ProductName: string;
  Category: string[];
  IP: string[];
  Description: string;
  Cover: string;
  Sale: boolean;
  Display: boolean;
  ImgSet: ProductImage[];
  SubTypeSet: SubType[];
  createdAt?: string;
}

export const CATALOGUE_STATUSES = ['new', 'all', 'blindBox', 'sale'] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];

export function isCatalogueStatus(value: string | undefined): value is CatalogueStatus {
  return CATALOGUE_STATUSES.includes(value as CatalogueStatus);
}

export function isSubTypeAvailable(subType: SubType): boolean {
  return subType.LeftNum > 0;
}

/** Stepper plus beyond the chosen sub-type's stock (spec §5). */
export function stockExceededMessage(subTypeName: string, stock: number): string {
  return `Exceed ${subTypeName}'s stock quantity [ ${stock} ].`;
}
