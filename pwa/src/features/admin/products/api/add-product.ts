import { addProductResponseSchema } from '@shop/contracts/products/admin-product';
import { apiPost } from '../../../../lib/api-client';
import { noticeOfAnswer, type AdminNotice } from '../../i18n/admin-notice';
import type { ProductFields } from '../product-draft';

/** Resolves to the server's success message. */
export async function addProduct(fields: ProductFields): Promise<AdminNotice> {
  return noticeOfAnswer(await apiPost('/products/addProduct', fields, addProductResponseSchema), { key: 'product.saved' });
}
