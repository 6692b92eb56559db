import type { Product } from '../../catalogue/product-model';

/** A product as the back office reads it: listed or not, with the version (updatedAt) the revise call checks. */
export type AdminProduct = Product;
