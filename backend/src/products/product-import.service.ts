import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type AnyBulkWriteOperation, Model, mongo, Types } from 'mongoose';
import type { ProductImportResult } from '@shop/contracts/products/product-csv';
import { productFormMessages } from '@shop/contracts/admin-messages/form-messages';
import { productBodySchemas } from '@shop/contracts/products/product-bodies';
import { ADMIN_MESSAGES, adminAnswerMessage } from '../common/admin-messages.js';
import { englishRuleWords } from '../common/admin-rule-words.js';
import { roundToCents, toCents } from '../common/money.js';
import { ImageStoreService } from '../uploads/image-store.service.js';
import { type CsvProduct, parseListed, handleRefusal, readProductCsv, type RowRefusal, toProductForm } from './product-csv.js';
import { type ProductFields, toProductFields } from './product-form.mapper.js';
import { Product, type ProductRecord } from './schemas/product.schema.js';
import { StorefrontCache } from './storefront-cache.js';
import { reviseSubTypes } from './sub-type-stock-edit.js';

const productWords = englishRuleWords();
const productForm = productBodySchemas(productFormMessages(productWords.say)).add;
const COMPARED_FIELDS = {
  ProductName: 1,
  Category: 1,
  IP: 1,
  Description: 1,
  Cover: 1,
  Display: 1,
  SubTypeSet: 1,
  Handle: 1,
  StockRevision: 1,
  updatedAt: 1,
};
const OBJECT_ID = /^[0-9a-f]{24}$/;

/** A product of the file that passed the form's checks, with the product it updates if any. */
interface CheckedProduct {
  source: CsvProduct;
  fields: ProductFields & Pick<Product, 'Cover' | 'Display'>;
  current: ProductRecord | undefined;
}
type ChangedProduct = CheckedProduct & { current: ProductRecord };
const isUpdate = (product: CheckedProduct): product is ChangedProduct => product.current !== undefined;

/**
 * The catalogue's CSV import. Each product of the file is checked by the product form's own schema and
 * written whole or not at all (one document each): the new ones in one unordered insertMany, the changed
 * ones in one unordered bulkWrite, both through the products model, whose hooks add the name search fields;
 * the catalogue cache is cleared once per import (not once per product).
 */
@Injectable()
export class ProductImportService {
  constructor(
    @InjectModel(Product.name) private readonly products: Model<Product>,
    private readonly images: ImageStoreService,
    private readonly cache: StorefrontCache,
  ) {}

  async importCsv(bytes: Buffer): Promise<ProductImportResult> {
    const { products, refused } = readProductCsv(bytes);
    const current = await this.findByHandle(products.map((product) => product.handle));
    const checked: CheckedProduct[] = [];
    for (const source of products) {
      const outcome = check(source, current.get(source.handle));
      if ('fields' in outcome) checked.push(outcome);
      else refused.push(...outcome.refused);
    }
    const missing = await this.images.missingImages(checked.map((product) => product.fields.Cover));
    const stored = checked.filter(({ source, fields }) => {
      if (!missing.has(fields.Cover)) return true;
      refused.push({ row: source.rows[0].row, message: ADMIN_MESSAGES.image.notStored });
      return false;
    });
    const written = await this.write(stored.filter(isChanged));
    refused.push(...written.refused);
    return {
      created: written.created,
      updated: written.updated,
      refused: refused.sort((a, b) => a.row - b.row).map(toRefusalAnswer),
    };
  }

  /** The products the handles name: by the handle they were imported with, or by id for one made in the form. */
  private async findByHandle(handles: string[]): Promise<Map<string, ProductRecord>> {
    const ids = handles.filter((handle) => OBJECT_ID.test(handle)).map((id) => new Types.ObjectId(id));
    const [byHandle, byId] = await Promise.all([
      this.products.find({ Handle: { $in: handles } }, COMPARED_FIELDS).lean<ProductRecord[]>(),
      ids.length === 0
        ? []
        : this.products.find({ _id: { $in: ids }, Handle: { $exists: false } }, COMPARED_FIELDS).lean<ProductRecord[]>(),
    ]);
    return new Map([...byId, ...byHandle].map((product) => [product.Handle ?? product._id.toHexString(), product]));
  }

  /** Inserts the new products and updates the changed ones; answers what was done and what lost a race. */
  private async write(products: CheckedProduct[]): Promise<{ created: number; updated: number; refused: RowRefusal[] }> {
    const at = new Date();
    const creates = products.filter((product) => !product.current);
    const updates = products.filter(isUpdate);
    const [notCreated, notUpdated] = [await this.insert(creates, at), await this.update(updates, at)];
    if (creates.length + updates.length > 0) await this.cache.invalidate();
    const refused = [...notCreated, ...notUpdated].map(({ source }) => ({
      row: source.rows[0].row,
      message: ADMIN_MESSAGES.product.changedMeanwhile,
    }));
    return { created: creates.length - notCreated.length, updated: updates.length - notUpdated.length, refused };
  }

  /**
   * One lean insertMany: the file was checked by the form's schema, so the documents are written as built
   * here (the hooks still add the name search fields); hydrating 20,000
   * mongoose documents cost twice the CPU of the whole write. Answers the products another import of the
   * same handle beat to it.
   */
  private async insert(products: CheckedProduct[], at: Date): Promise<CheckedProduct[]> {
    if (products.length === 0) return [];
    try {
      await this.products.insertMany(
        products.map((product) => toNewDocument(product, at)),
        { ordered: false, lean: true },
      );
      return [];
    } catch (error) {
      if (!(error instanceof mongo.MongoBulkWriteError)) throw error;
      const failed = new Set([error.writeErrors].flat().map(({ index }) => index));
      return products.filter((_product, index) => failed.has(index));
    }
  }

  /**
   * One unordered bulkWrite of the changed products, each update made only if neither an admin nor an order
   * changed the product since it was read; answers those that were changed meanwhile (their update matched
   * nothing: they do not carry this import's time).
   */
  private async update(products: ChangedProduct[], at: Date): Promise<ChangedProduct[]> {
    if (products.length === 0) return [];
    await this.products.bulkWrite(
      products.map((product) => toUpdate(product, at)),
      { ordered: false },
    );
    const ids = products.map((product) => product.current._id);
    const unchanged = await this.products.find({ _id: { $in: ids }, updatedAt: { $ne: at } }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
    const missed = new Set(unchanged.map(({ _id }) => _id.toHexString()));
    return products.filter((product) => missed.has(product.current._id.toHexString()));
  }
}

function check(source: CsvProduct, current: ProductRecord | undefined): CheckedProduct | { refused: RowRefusal[] } {
  const badHandle = handleRefusal(source);
  if (badHandle) return { refused: [badHandle] };
  // The issues are read within the check: zod says a rule's message when they are read.
  const [parsed, messageOf] = productWords.check(() => {
    const result = productForm.safeParse(toProductForm(source, current));
    return result.success ? result : { success: false as const, issues: result.error.issues };
  });
  if (!parsed.success) {
    // A sub-type's image is not a column of the file: its messages repeat the cover's.
    const issues = parsed.issues.filter((issue) => issue.path.at(-1) !== 'Img');
    return { refused: issues.map((issue) => ({ row: rowOf(source, issue.path), message: messageOf(issue.message) ?? issue.message })) };
  }
  const listed = parseListed(source.rows[0].cells.listed);
  if (listed === undefined) return { refused: [{ row: source.rows[0].row, message: ADMIN_MESSAGES.catalogueFile.listedInvalid }] };
  return { source, current, fields: { ...toProductFields(parsed.data), Cover: parsed.data.cover, Display: listed } };
}

function toRefusalAnswer({ row, message }: RowRefusal): ProductImportResult['refused'][number] {
  return typeof message === 'string' ? { row, message } : { row, ...adminAnswerMessage(message) };
}

/** The file's row an issue is about: a sub-type's own row, else the product's first row. */
function rowOf({ rows }: CsvProduct, path: PropertyKey[]): number {
  const subType = path[0] === 'subTypeInfo' && typeof path[1] === 'number' ? rows[path[1]] : undefined;
  return (subType ?? rows[0]).row;
}

/** A new product, or one whose file content differs from what is stored (importing a file twice writes nothing). */
function isChanged({ fields, current }: CheckedProduct): boolean {
  return !current || comparable(fields) !== comparable(current);
}

function comparable(product: Pick<Product, 'ProductName' | 'Category' | 'IP' | 'Description' | 'Cover' | 'Display' | 'SubTypeSet'>) {
  return JSON.stringify([
    product.ProductName.trim(),
    product.Category,
    product.IP,
    product.Description,
    product.Cover,
    product.Display,
    product.SubTypeSet.map((row) => [
      row.Name.trim(),
      row.Img,
      toCents(row.Price),
      row.SalePrice == null ? null : toCents(row.SalePrice),
      row.LeftNum,
    ]),
  ]);
}

/** A new product as stored, with what the schema's defaults and setters would add. */
function toNewDocument({ source, fields }: CheckedProduct, at: Date): Product & { createdAt: Date; updatedAt: Date } {
  const SubTypeSet = fields.SubTypeSet.map((row) => ({
    Name: row.Name,
    Img: row.Img,
    LeftNum: row.LeftNum,
    Price: roundToCents(row.Price),
    SalePrice: row.SalePrice == null ? null : roundToCents(row.SalePrice),
    HeldBy: [],
  }));
  return { ...fields, SubTypeSet, Handle: source.handle, StockRevision: 0, UnitsSold: 0, createdAt: at, updatedAt: at };
}

/**
 * An update of the file's fields (the gallery, which the file does not carry, is kept), made only if neither
 * an admin nor an order changed the product since it was read; the sub-types keep the orders holding their units.
 */
function toUpdate({ source, fields, current }: ChangedProduct, at: Date): AnyBulkWriteOperation<Product> {
  const { ImgSet: _gallery, ...replaced } = fields;
  return {
    updateOne: {
      filter: { _id: current._id, StockRevision: current.StockRevision, updatedAt: current.updatedAt },
      update: {
        $set: { ...replaced, SubTypeSet: reviseSubTypes(fields.SubTypeSet, current.SubTypeSet), Handle: source.handle, updatedAt: at },
      },
      // The update's own time tells afterwards which products it changed (see update).
      timestamps: false,
    },
  };
}
