/** A product as the API sends it (spec §7: getProducts, getProduct, getPartProducts). */
import * as z from 'zod/mini';
import { OBJECT_ID_PATTERN } from '../object-id.js';
import { strictBody } from '../strict-body.js';

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
export const partProductResponseSchema = z.pick(productResponseSchema, {
  _id: true,
  ProductName: true,
  Cover: true,
  Sale: true,
  SubTypeSet: true,
});
export type PartProductResponse = z.infer<typeof partProductResponseSchema>;

/** getProducts/{status}/{filter}/{page}: a catalogue page of 15 and how many products match. */
export const productsPageResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(productResponseSchema),
  totalItemNum: z.number(),
  message: z.string(),
});
export type ProductsPageResponse = z.infer<typeof productsPageResponseSchema>;

export const getProductResponseSchema = z.object({ success: z.literal(true), product: productResponseSchema, message: z.string() });
export type GetProductResponse = z.infer<typeof getProductResponseSchema>;

/** getRelatedProducts/{proid}: up to four listed products in stock of the same character or category. */
export const relatedProductsResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(productResponseSchema),
  message: z.string(),
});
export type RelatedProductsResponse = z.infer<typeof relatedProductsResponseSchema>;

/** getPartProducts: the listed ones of the products asked for. */
export const partProductsResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(partProductResponseSchema),
  message: z.string(),
});
export type PartProductsResponse = z.infer<typeof partProductsResponseSchema>;

export const MAX_PART_PRODUCT_IDS = 100;
export const PART_PRODUCTS_MESSAGES = {
  notAList: 'proids must be a list of product ids',
  tooMany: `proids can hold at most ${MAX_PART_PRODUCT_IDS} product ids`,
  invalidId: 'Each of proids must be a valid product id',
} as const;

/** POST getPartProducts: the products of the shopper's cart and favourites. */
export const partProductsBodySchema = strictBody({
  proids: z
    .array(
      z.string(PART_PRODUCTS_MESSAGES.invalidId).check(z.regex(OBJECT_ID_PATTERN, PART_PRODUCTS_MESSAGES.invalidId)),
      PART_PRODUCTS_MESSAGES.notAList,
    )
    .check(z.maxLength(MAX_PART_PRODUCT_IDS, PART_PRODUCTS_MESSAGES.tooMany)),
});
export type PartProductsBody = z.infer<typeof partProductsBodySchema>;
