import { HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, type QueryFilter } from 'mongoose';
import { ADMIN_PAGE_SIZE } from '@shop/contracts/pagination';
import type { AddProductBody, ReviseProductBody } from '@shop/contracts/products/product-bodies';
import { AdminMessageException } from '../common/admin-message.exception.js';
import { ADMIN_MESSAGES } from '../common/admin-messages.js';
import { DomainEventBus } from '../common/events/domain-event-bus.js';
import { findPage, type Page } from '../common/pagination.js';
import { escapeRegExp } from '../common/regexp.js';
import { ImageStoreService } from '../uploads/image-store.service.js';
import type { AdminProductListQuery } from '@shop/contracts/products/admin-product-list-query';
import { imageUrlsOf, toProductFields } from './product-form.mapper.js';
import { PRODUCT_NOT_FOUND_MESSAGE } from './products.service.js';
import { Product, type ProductRecord } from './schemas/product.schema.js';
import { LOW_STOCK_SUB_TYPE } from './stock-levels.js';
import { StorefrontCache } from './storefront-cache.js';
import { requireLoadedStock, reviseSubTypes } from './sub-type-stock-edit.js';

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;
// Each round reads the stock afresh after a sale beat the save to it; a few are plenty.
const MAX_SAVE_ROUNDS = 5;

/** The back office's products: listed and unlisted alike. */
@Injectable()
export class AdminProductsService {
  constructor(
    @InjectModel(Product.name) private readonly products: Model<Product>,
    private readonly images: ImageStoreService,
    private readonly events: DomainEventBus,
    private readonly cache: StorefrontCache,
  ) {}

  findPage(page: number, query: AdminProductListQuery): Promise<Page<ProductRecord>> {
    return findPage(this.products, productListFilter(query), NEWEST_FIRST, page, ADMIN_PAGE_SIZE);
  }

  async findProduct(id: string): Promise<ProductRecord> {
    const product = await this.products.findById(id).lean<ProductRecord>();
    if (!product) throw new NotFoundException(PRODUCT_NOT_FOUND_MESSAGE);
    return product;
  }

  /** Answers the new product's id. */
  async addProduct(form: AddProductBody): Promise<string> {
    const fields = toProductFields(form);
    await this.images.requireStoredImages(imageUrlsOf(fields));
    const product = await this.products.create(fields);
    await this.cache.invalidate();
    return product._id.toString();
  }

  /**
   * Saves the form over the product as loaded (its updatedAt): 409 when an admin saved it since, 404 for an
   * unknown product. Stock edits apply as changes to the stock loaded (see reviseSubTypes), computed from
   * the product as read here and written only if no sale or release moved its stock since; else read again.
   */
  async reviseProduct(form: ReviseProductBody): Promise<void> {
    const fields = toProductFields(form);
    await this.images.requireStoredImages(imageUrlsOf(fields));
    const rows = fields.SubTypeSet.map((row, index) => ({ ...row, loadedLeftNum: form.subTypeInfo[index].LoadedLeftNum }));
    for (let round = 0; round < MAX_SAVE_ROUNDS; round += 1) {
      const current = await this.products.findById(form.proID, { updatedAt: 1, StockRevision: 1, SubTypeSet: 1 }).lean<ProductRecord>();
      if (!current) throw new NotFoundException(PRODUCT_NOT_FOUND_MESSAGE);
      if (current.updatedAt.getTime() !== new Date(form.updatedAt).getTime())
        throw new AdminMessageException(HttpStatus.CONFLICT, ADMIN_MESSAGES.product.changedMeanwhile);
      requireLoadedStock(rows, current.SubTypeSet);
      const saved = await this.products.updateOne(
        { _id: form.proID, updatedAt: current.updatedAt, StockRevision: current.StockRevision },
        { $set: { ...fields, SubTypeSet: reviseSubTypes(rows, current.SubTypeSet) } },
        { runValidators: true },
      );
      if (saved.matchedCount === 1) {
        await this.cache.invalidate();
        return this.events.publish('stock.edited', { productIds: [form.proID] });
      }
    }
    throw new AdminMessageException(HttpStatus.CONFLICT, ADMIN_MESSAGES.product.changedMeanwhile);
  }
}

/** Part of the name in any case; a sub-type for sale at low stock; listed or unlisted. */
function productListFilter({ q, stock, listing }: AdminProductListQuery): QueryFilter<Product> {
  return {
    ...(listing && { Display: listing === 'listed' }),
    ...(q && { ProductName: { $regex: escapeRegExp(q), $options: 'i' } }),
    ...(stock === 'low' && { SubTypeSet: { $elemMatch: LOW_STOCK_SUB_TYPE } }),
  };
}
