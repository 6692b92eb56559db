/**
 * The catalogue's CSV (POST /products/import, GET /products/export): one row per sub-type, the rows of one
 * product sharing its handle. The product's own columns are read from its first row.
 */
import * as z from 'zod/mini';
import { adminMessageFields } from '../admin-messages/admin-answer.js';

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
const productImportRefusalSchema = z.object({ row: z.number(), ...adminMessageFields });

const productImportResultSchema = z.object({ created: z.number(), updated: z.number(), refused: z.array(productImportRefusalSchema) });
export type ProductImportResult = z.infer<typeof productImportResultSchema>;

/** POST /products/import: how many products were created and updated, and the rows refused. */
export const productImportResponseSchema = z.extend(productImportResultSchema, { success: z.literal(true), ...adminMessageFields });
export type ProductImportResponse = z.infer<typeof productImportResponseSchema>;
