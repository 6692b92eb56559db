import type { Product } from '../../catalogue/product-model';

/** A product as the back office reads it: listed or not, with the version (updatedAt) the revise call checks. */
export type AdminProduct = Product;

/** A product in the back office's list, with the stock of its scarcest sub-type for sale (null: none for sale). */
export type AdminListProduct = AdminProduct & { LowestStock: number | null };
