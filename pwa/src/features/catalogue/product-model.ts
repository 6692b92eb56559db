import type { ProductResponse, SubTypeResponse } from '@shop/contracts/products/product';

/** The product and its variants exactly as the API sends them (declared once, beside the backend's mapper). */
export type Product = ProductResponse;
export type SubType = SubTypeResponse;

export function isSubTypeAvailable(subType: SubType): boolean {
  return subType.LeftNum > 0;
}

const MARKER_NAME = 'cover';
const MARKER_PART = 'default';

/** The `cover` and `... default ...` sub-types mark images, not things to buy (spec §2). */
export function isMarkerSubType(subType: SubType): boolean {
  return subType.Name === MARKER_NAME || subType.Name.includes(MARKER_PART);
}

/** The sub-types a shopper can buy, markers left out. */
export function sellableSubTypes(subTypes: SubType[]): SubType[] {
  return subTypes.filter((subType) => !isMarkerSubType(subType));
}

/** Stepper plus beyond the chosen sub-type's stock (spec §5). */
export function stockExceededMessage(subTypeName: string, stock: number): string {
  return `Exceed ${subTypeName}'s stock quantity [ ${stock} ].`;
}
