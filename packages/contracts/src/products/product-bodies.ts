/** The back office's product writes (spec §7: addProduct, reviseProduct). */
import * as z from 'zod/mini';
import { MAX_FILTER_TEXT_LENGTH } from '../catalogue/catalogue-filter.js';
import { STORED_IMAGE_URL } from '../images.js';
import { OBJECT_ID_PATTERN } from '../object-id.js';
import { strictBody } from '../strict-body.js';
import { requiredText } from '../text.js';

export const PRODUCT_NAME_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const MAX_PHOTOS = 20;
export const MAX_SUB_TYPES = 50;
export const MAX_LIST_ENTRIES = 20;
export const PHOTO_NAME_MAX_LENGTH = 60;
export const SUB_TYPE_NAME_MAX_LENGTH = 100;
/** Far above any accessory; keeps a typo (an extra few zeros) out of the shop. */
export const MAX_PRICE = 100_000;
export const MAX_STOCK = 1_000_000;
export const INVALID_PRODUCT_ID_MESSAGE = 'Invalid product id';

type RowMessage = (row: number) => string;

/**
 * The forms' messages: the server passes the English texts of its admin catalogue messages (answered with their
 * keys), the back office the texts in the admin's language. A row's messages name its number (1, 2, …).
 */
export interface ProductFormMessages {
  product: {
    nameRequired: string;
    nameTooLong: (max: number) => string;
    descriptionNotText: string;
    descriptionTooLong: (max: number) => string;
    coverRequired: string;
    coverNotStored: string;
    listNotText: (field: string) => string;
    listTooLong: (field: string, max: number) => string;
    listEntryTooLong: (field: string, max: number) => string;
    photosNotList: string;
    tooManyPhotos: (max: number) => string;
    subTypesRequired: string;
    subTypesNotList: string;
    tooManySubTypes: (max: number) => string;
    displayNotBoolean: string;
    updatedAtNotDate: string;
  };
  photo: {
    nameNotText: RowMessage;
    nameTooLong: (row: number, max: number) => string;
    imageRequired: RowMessage;
    imageNotStored: RowMessage;
  };
  subType: {
    nameRequired: RowMessage;
    nameTooLong: (row: number, max: number) => string;
    nameRepeated: (row: number, name: string) => string;
    imageRequired: RowMessage;
    imageNotStored: RowMessage;
    priceRequired: RowMessage;
    priceNotNumber: RowMessage;
    priceNegative: RowMessage;
    priceTooHigh: (row: number, max: number) => string;
    salePriceNotNumber: RowMessage;
    salePriceNegative: RowMessage;
    salePriceAbovePrice: RowMessage;
    stockRequired: RowMessage;
    stockNotWhole: RowMessage;
    stockNegative: RowMessage;
    loadedStockNotWhole: RowMessage;
    stockTooHigh: (row: number, max: number) => string;
  };
}

/** "Hello Kitty, Sanrio,,Hello Kitty " → ['Hello Kitty', 'Sanrio']: trimmed, empty entries dropped, repeats removed. */
export function parseCommaSeparatedList(text: string | null | undefined): string[] {
  const entries = (text ?? '').split(',').map((entry) => entry.trim());
  return [...new Set(entries.filter((entry) => entry.length > 0))];
}

const isEmptyField = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');
/** An empty form field (null, '' or blanks) counts as not sent. */
const emptyAsMissing = z.transform((value: unknown) => (isEmptyField(value) ? undefined : value));
/** An empty form field (null, '' or blanks) counts as an explicit "none". */
const emptyAsNull = z.transform((value: unknown) => (isEmptyField(value) ? null : value));
const toCents = (dollars: number) => Math.round(dollars * 100);
/** A row of a list, which must be an object before its fields are checked. */
const listRow = <Row extends z.core.$ZodType<unknown, object>>(row: Row, notAnObject: string) =>
  z.pipe(
    // zod/mini types the value as the schema's output; what arrives is any parsed JSON.
    z.custom<object>((value: unknown) => typeof value === 'object' && value !== null, notAnObject),
    row,
  );
const isIsoDate = (value: string) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString() === value;

/** A message naming the row its issue is in: the path is [list, index, field]. */
const inRow = (message: RowMessage) => ({ error: (issue: { path?: PropertyKey[] }) => message(Number(issue.path?.[1] ?? 0) + 1) });
/** A number field's message: `missing` when it is absent (or empty), `wrong` for any other value that is not one. */
const missingOr = (missing: RowMessage, wrong: RowMessage) => ({
  error: (issue: { input?: unknown; path?: PropertyKey[] }) => inRow(issue.input === undefined ? missing : wrong).error(issue),
});

export function productBodySchemas(messages: ProductFormMessages) {
  const { product, photo, subType } = messages;
  const storedImage = (missing: RowMessage, notStored: RowMessage) =>
    z.pipe(emptyAsMissing, z.string(inRow(missing)).check(z.regex(STORED_IMAGE_URL, inRow(notStored))));
  /** An optional comma-separated list (category, ip) whose entries the catalogue filter can still match. */
  const commaSeparatedText = (field: string) =>
    z.optional(
      z.nullable(
        z.string(product.listNotText(field)).check(
          z.refine((text) => parseCommaSeparatedList(text).length <= MAX_LIST_ENTRIES, product.listTooLong(field, MAX_LIST_ENTRIES)),
          z.refine(
            (text) => parseCommaSeparatedList(text).every((entry) => entry.length <= MAX_FILTER_TEXT_LENGTH),
            product.listEntryTooLong(field, MAX_FILTER_TEXT_LENGTH),
          ),
        ),
      ),
    );

  const photoRow = strictBody({
    Name: z.optional(
      z.nullable(
        z.string(inRow(photo.nameNotText)).check(
          z.trim(),
          z.maxLength(
            PHOTO_NAME_MAX_LENGTH,
            inRow((row) => photo.nameTooLong(row, PHOTO_NAME_MAX_LENGTH)),
          ),
        ),
      ),
    ),
    Img: storedImage(photo.imageRequired, photo.imageNotStored),
  });

  const subTypeRow = strictBody({
    Name: z.string(inRow(subType.nameRequired)).check(
      z.trim(),
      z.minLength(1, { ...inRow(subType.nameRequired), abort: true }),
      z.maxLength(
        SUB_TYPE_NAME_MAX_LENGTH,
        inRow((row) => subType.nameTooLong(row, SUB_TYPE_NAME_MAX_LENGTH)),
      ),
    ),
    Img: storedImage(subType.imageRequired, subType.imageNotStored),
    Price: z.pipe(
      emptyAsMissing,
      z.number(missingOr(subType.priceRequired, subType.priceNotNumber)).check(
        z.gte(0, inRow(subType.priceNegative)),
        z.lte(
          MAX_PRICE,
          inRow((row) => subType.priceTooHigh(row, MAX_PRICE)),
        ),
      ),
    ),
    /** Optional: null, '' or absent means no sale price. */
    SalePrice: z.pipe(
      emptyAsNull,
      z.optional(z.nullable(z.number(inRow(subType.salePriceNotNumber)).check(z.gte(0, inRow(subType.salePriceNegative))))),
    ),
    LeftNum: z.pipe(
      emptyAsMissing,
      z.int(missingOr(subType.stockRequired, subType.stockNotWhole)).check(
        z.gte(0, inRow(subType.stockNegative)),
        z.lte(
          MAX_STOCK,
          inRow((row) => subType.stockTooHigh(row, MAX_STOCK)),
        ),
      ),
    ),
    /**
     * Revise form only, not in the spec's payload: the sub-type's stock as the page loaded it. LeftNum then
     * applies as a change to it, so units sold since the page loaded are not sold again. Absent: a new sub-type.
     */
    LoadedLeftNum: z.pipe(
      z.transform((value: unknown) => value ?? undefined),
      z.optional(z.int(inRow(subType.loadedStockNotWhole)).check(z.gte(0, inRow(subType.loadedStockNotWhole)))),
    ),
  });

  const form = {
    proName: requiredText(product.nameRequired).check(z.maxLength(PRODUCT_NAME_MAX_LENGTH, product.nameTooLong(PRODUCT_NAME_MAX_LENGTH))),
    /** Comma-separated, stored as a trimmed list without empty entries or repeats. */
    category: commaSeparatedText('category'),
    ip: commaSeparatedText('ip'),
    description: z.optional(
      z.nullable(
        z
          .string(product.descriptionNotText)
          .check(z.trim(), z.maxLength(DESCRIPTION_MAX_LENGTH, product.descriptionTooLong(DESCRIPTION_MAX_LENGTH))),
      ),
    ),
    imgSet: z.optional(
      z.nullable(
        z
          .array(listRow(photoRow, product.photosNotList), product.photosNotList)
          .check(z.maxLength(MAX_PHOTOS, product.tooManyPhotos(MAX_PHOTOS))),
      ),
    ),
    subTypeInfo: z.array(listRow(subTypeRow, product.subTypesNotList), product.subTypesRequired).check(
      z.minLength(1, product.subTypesRequired),
      z.maxLength(MAX_SUB_TYPES, product.tooManySubTypes(MAX_SUB_TYPES)),
      z.superRefine((rows, context) => {
        // A sale price is a reduction: it may equal the unit price but not exceed it (compared in cents).
        for (const [index, row] of rows.entries()) {
          if (row.SalePrice != null && toCents(row.SalePrice) > toCents(row.Price)) {
            context.issues.push({
              code: 'custom',
              message: subType.salePriceAbovePrice(index + 1),
              input: row.SalePrice,
              path: [index, 'SalePrice'],
            });
          }
        }
        // Orders and stock find a sub-type by its name, so two sub-types of one product cannot share one.
        const repeated = rows.findIndex((row, index) => rows.findIndex((other) => other.Name === row.Name) < index);
        if (repeated >= 0)
          context.issues.push({ code: 'custom', message: subType.nameRepeated(repeated + 1, rows[repeated].Name), input: rows, path: [] });
      }),
    ),
  };
  const cover = requiredText(product.coverRequired).check(z.regex(STORED_IMAGE_URL, product.coverNotStored));
  return {
    // The own fields of each form come first, as the messages of several refused fields have always been ordered.
    add: strictBody({ cover, ...form }),
    /** The add form's fields plus which product, its listing and its version; an absent or empty cover keeps the product's. */
    revise: strictBody({
      proID: z.string(INVALID_PRODUCT_ID_MESSAGE).check(z.regex(OBJECT_ID_PATTERN, INVALID_PRODUCT_ID_MESSAGE)),
      cover: z.pipe(emptyAsMissing, z.optional(cover)),
      /** Listed (true) or unlisted (false); absent keeps the current listing. */
      display: z.optional(z.boolean(product.displayNotBoolean)),
      /**
       * Not in the spec's payload: the product's updatedAt as the revise page loaded it, its version. The revise
       * applies only if no admin saved the product since (sales do not change it: their stock is kept, see LoadedLeftNum).
       */
      updatedAt: z.string(product.updatedAtNotDate).check(z.refine(isIsoDate, product.updatedAtNotDate)),
      ...form,
    }),
  };
}

type ProductBodySchemas = ReturnType<typeof productBodySchemas>;
export type AddProductBody = z.infer<ProductBodySchemas['add']>;
export type ReviseProductBody = z.infer<ProductBodySchemas['revise']>;
