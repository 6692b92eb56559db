/** The back office's product answers (spec §7: the admin list, one product, addProduct, reviseProduct). */
import * as z from 'zod/mini';
import { adminMessageFields } from '../admin-messages/admin-answer.js';
import { productResponseSchema } from './product.js';

/** A product in the admin list, with the stock of its scarcest sub-type for sale (null: none for sale). */
export const adminListProductResponseSchema = z.extend(productResponseSchema, { LowestStock: z.nullable(z.number()) });
export type AdminListProductResponse = z.infer<typeof adminListProductResponseSchema>;

/** admin/getProducts/{page}: every product, listed or not, 12 a page (the spec's getProducts/all/all/{page} for the back office). */
export const adminProductsPageResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(adminListProductResponseSchema),
  totalItemNum: z.number(),
  ...adminMessageFields,
});
export type AdminProductsPageResponse = z.infer<typeof adminProductsPageResponseSchema>;

export const getAdminProductResponseSchema = z.object({ success: z.literal(true), product: productResponseSchema, ...adminMessageFields });
export type GetAdminProductResponse = z.infer<typeof getAdminProductResponseSchema>;

/** addProduct: the new product's id comes back with the message. */
export const addProductResponseSchema = z.object({ success: z.literal(true), proID: z.string(), ...adminMessageFields });
export type AddProductResponse = z.infer<typeof addProductResponseSchema>;
