import { HttpStatus } from '@nestjs/common';
import type { AdminMessage } from '@shop/contracts/admin-messages/admin-message';
import { CsvError, parse } from 'csv-parse/sync';
import { HANDLE_MAX_LENGTH, PRODUCT_CSV_COLUMNS, type ProductCsvRow } from '@shop/contracts/products/product-csv';
import { AdminMessageException } from '../common/admin-message.exception.js';
import { ADMIN_MESSAGES } from '../common/admin-messages.js';
import type { ProductRecord } from './schemas/product.schema.js';

const messages = ADMIN_MESSAGES.catalogueFile;
/** The header is row 1: the rows are numbered as a spreadsheet numbers them. */
const FIRST_DATA_ROW = 2;
const PLAIN_NUMBER = /^\s*-?\d+(\.\d+)?\s*$/;

export interface CsvRow {
  row: number;
  cells: ProductCsvRow;
}

/** The rows of one handle, in file order; the product's own columns are read from the first. */
export interface CsvProduct {
  handle: string;
  rows: CsvRow[];
}

export interface RowRefusal {
  row: number;
  /** An admin catalogue message; text only for a rule outside the catalogue. */
  message: AdminMessage | string;
}

/** The file's products by handle, and the rows refused before any product is checked (no handle). */
export function readProductCsv(bytes: Buffer): { products: CsvProduct[]; refused: RowRefusal[] } {
  const [header = [], ...records] = parseRecords(bytes);
  if (header.length !== PRODUCT_CSV_COLUMNS.length || !PRODUCT_CSV_COLUMNS.every((column) => header.includes(column)))
    throw new AdminMessageException(HttpStatus.BAD_REQUEST, messages.columnsInvalid(PRODUCT_CSV_COLUMNS));
  const products = new Map<string, CsvProduct>();
  const refused: RowRefusal[] = [];
  records.forEach((record, index) => {
    const cells = Object.fromEntries(header.map((column, at) => [column, record[at]])) as ProductCsvRow;
    const row = { row: index + FIRST_DATA_ROW, cells };
    const handle = cells.handle.trim();
    if (handle === '') return refused.push({ row: row.row, message: messages.handleRequired });
    const product = products.get(handle);
    if (product) product.rows.push(row);
    else products.set(handle, { handle, rows: [row] });
  });
  return { products: [...products.values()], refused };
}

function parseRecords(bytes: Buffer): string[][] {
  try {
    const records: string[][] = parse(bytes, { bom: true, skip_empty_lines: true });
    return records;
  } catch (error) {
    // The header is one of the records read before the one refused.
    if (error instanceof CsvError)
      throw new AdminMessageException(HttpStatus.BAD_REQUEST, messages.notCsv((error as CsvError & { records: number }).records + 1));
    throw error;
  }
}

/**
 * The product form's body for a product of the file, for the form's own schema to check: each sub-type shows
 * the image it has now (the file has no column for it), a new one the cover. A number cell becomes a number;
 * any other text stays text, for the schema to refuse with the form's message.
 */
export function toProductForm({ rows }: CsvProduct, current: ProductRecord | undefined): Record<string, unknown> {
  const first = rows[0].cells;
  return {
    cover: first.cover,
    proName: first.name,
    category: first.category,
    ip: first.ip,
    description: first.description,
    subTypeInfo: rows.map(({ cells }) => ({
      Name: cells.subtype,
      Img: current?.SubTypeSet.find((subType) => subType.Name === cells.subtype.trim())?.Img ?? first.cover,
      Price: numberOrText(cells.price),
      SalePrice: numberOrText(cells.sale_price),
      LeftNum: numberOrText(cells.stock),
    })),
  };
}

/** The handle's own check (the product form has no such field). */
export function handleRefusal({ handle, rows }: CsvProduct): RowRefusal | undefined {
  return handle.length > HANDLE_MAX_LENGTH ? { row: rows[0].row, message: messages.handleTooLong(HANDLE_MAX_LENGTH) } : undefined;
}

/** The listing column: true or false in any case; undefined for anything else. */
export function parseListed(cell: string): boolean | undefined {
  const listed = cell.trim().toLowerCase();
  return listed === 'true' ? true : listed === 'false' ? false : undefined;
}

function numberOrText(cell: string): number | string {
  return PLAIN_NUMBER.test(cell) ? Number(cell) : cell;
}

/** A product's handle in the file: the one it was imported with, else its id. */
export function handleOf(product: Pick<ProductRecord, 'Handle' | '_id'>): string {
  return product.Handle ?? product._id.toHexString();
}

/** A product as rows of the file, one per sub-type. */
export function toCsvRows(product: ProductRecord): ProductCsvRow[] {
  return product.SubTypeSet.map((subType) => ({
    handle: handleOf(product),
    name: product.ProductName,
    category: product.Category.join(', '),
    ip: product.IP.join(', '),
    description: product.Description,
    cover: product.Cover,
    subtype: subType.Name,
    price: String(subType.Price),
    sale_price: subType.SalePrice == null ? '' : String(subType.SalePrice),
    stock: String(subType.LeftNum),
    listed: String(product.Display),
  }));
}
