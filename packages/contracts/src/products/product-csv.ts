/**
 * The catalogue's CSV (POST /products/import, GET /products/export): one row per sub-type, the rows of one
 * product sharing its handle. The product's own columns are read from its first row.
 */
import type { AdminMessage } from '../admin-messages/admin-message.js';

export const PRODUCT_CSV_COLUMNS = [
  'handle',
  'name',
  'category',
  'ip',
  'description',
  'cover',
  'subtype',
  'price',
  'sale_price',
  'stock',
  'listed',
] as const;
type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
export type ProductCsvRow = Record<ProductCsvColumn, string>;

/** The multipart field the import reads. */
export const PRODUCT_IMPORT_FIELD = 'file';
/** 100,000 products of two sub-types fit well below it. */
export const MAX_PRODUCT_CSV_MEGABYTES = 64;
export const HANDLE_MAX_LENGTH = 100;

/** A row of the file that was not imported: its number (the header is row 1) and why. */
interface ProductImportRefusal {
  row: number;
  message: string;
  messageKeys?: AdminMessage[];
}

export interface ProductImportResult {
  created: number;
  updated: number;
  refused: ProductImportRefusal[];
}
