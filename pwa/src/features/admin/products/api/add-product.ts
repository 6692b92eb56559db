import { apiPost } from '../../../../lib/api-client';
import { ADMIN_TEXT } from '../../admin-messages';
import type { ProductFields } from '../product-draft';

/** Resolves to the server's success message. */
export async function addProduct(fields: ProductFields): Promise<string> {
  const body = await apiPost<{ message?: string }>('/products/addProduct', fields);
  return body.message ?? ADMIN_TEXT.product.saved;
}
