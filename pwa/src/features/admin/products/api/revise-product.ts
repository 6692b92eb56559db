import { apiPatch } from '../../../../lib/api-client';
import { ADMIN_TEXT } from '../../admin-messages';
import type { ProductFields } from '../product-draft';

export interface ProductRevision extends ProductFields {
  proID: string;
  display: boolean;
  /** The product's updatedAt as loaded: the server refuses the revise if another admin saved it since. */
  updatedAt: string;
}

/** Resolves to the server's success message. */
export async function reviseProduct(revision: ProductRevision): Promise<string> {
  const body = await apiPatch<{ message?: string }>('/products/reviseProduct', revision);
  return body.message ?? ADMIN_TEXT.product.saved;
}
