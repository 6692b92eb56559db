import { adminMessageResponseSchema } from '@shop/contracts/admin-messages/admin-answer';
import { apiPatch } from '../../../../lib/api-client';
import { noticeOfAnswer, type AdminNotice } from '../../i18n/admin-notice';
import type { ProductFields } from '../product-draft';

export interface ProductRevision extends ProductFields {
  proID: string;
  display: boolean;
  /** The product's updatedAt as loaded: the server refuses the revise if another admin saved it since. */
  updatedAt: string;
}

/** Resolves to the server's success message. */
export async function reviseProduct(revision: ProductRevision): Promise<AdminNotice> {
  return noticeOfAnswer(await apiPatch('/products/reviseProduct', revision, adminMessageResponseSchema), { key: 'product.saved' });
}
