/** A product as the API sends it (spec §7: getProducts, getProduct, getPartProducts). */
import * as z from 'zod/mini';

/** A purchasable variant; prices are dollars with two decimals. */
export const subTypeResponseSchema = z.object({
  Name: z.string(),
  Img: z.string(),
  Price: z.number(),
  /** Set when the variant is on sale; the cart then charges it. */
  SalePrice: z.nullable(z.number()),
  LeftNum: z.number(),
});
export type SubTypeResponse = z.infer<typeof subTypeResponseSchema>;

/** An extra gallery image: a short label and the image URL. */
export const productImageResponseSchema = z.object({ Name: z.string(), Img: z.string() });
export type ProductImageResponse = z.infer<typeof productImageResponseSchema>;

export const productResponseSchema = z.object({
  _id: z.string(),
  ProductName: z.string(),
  Category: z.array(z.string()),
  IP: z.array(z.string()),
  Description: z.string(),
  Cover: z.string(),
  /** Any sub-type has a sale price. */
  Sale: z.boolean(),
  /** Listed: shoppers only ever get listed products. */
  Display: z.boolean(),
  ImgSet: z.array(productImageResponseSchema),
  SubTypeSet: z.array(subTypeResponseSchema),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601; the admin's revise call sends it back to detect a concurrent change. */
  updatedAt: z.string(),
});
export type ProductResponse = z.infer<typeof productResponseSchema>;

/** What the cart and favourites need to refresh a line (getPartProducts). */
export const partProductResponseSchema = z.pick(productResponseSchema, { _id: true, ProductName: true, Cover: true, Sale: true, SubTypeSet: true });
export type PartProductResponse = z.infer<typeof partProductResponseSchema>;
