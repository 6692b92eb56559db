import type { ProductResponse, SubTypeResponse } from '@shop/contracts/products/product';

// The marker rule (spec §2, and a product of markers only sells them) is the backend's too.
export { sellableSubTypes, soleMarkerSubType } from '@shop/contracts/products/sub-type-markers';

/** The product and its variants exactly as the API sends them (declared once, beside the backend's mapper). */
export type Product = ProductResponse;
export type SubType = SubTypeResponse;

export function isSubTypeAvailable(subType: SubType): boolean {
  return subType.LeftNum > 0;
}

/** Stepper plus beyond the chosen sub-type's stock (spec §5). */
export function stockExceededMessage(subTypeName: string, stock: number): string {
  return `Exceed ${subTypeName}'s stock quantity [ ${stock} ].`;
}
