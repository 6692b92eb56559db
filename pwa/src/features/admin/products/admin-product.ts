import type { Product } from '../../catalogue/product-model';

/** A product as the back office reads it: listed or not, with the version the revise call checks. */
export interface AdminProduct extends Product {
  updatedAt: string;
}
