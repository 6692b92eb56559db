import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { CATALOGUE_PAGE_SIZE } from '@shop/contracts/pagination';
import type { CatalogueFilter, CatalogueStatus } from '@shop/contracts/catalogue/catalogue-filter';
import { findPageItems, type Page } from '../common/pagination.js';
import { StorefrontCache } from '../storefront-html/storefront-cache.js';
import { catalogueQuery, catalogueSort } from './catalogue-query.js';
import { Product, type ProductRecord } from './schemas/product.schema.js';

export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';

@Injectable()
export class ProductsService {
  constructor(
    @InjectModel(Product.name) private readonly products: Model<Product>,
    private readonly catalogueCache: StorefrontCache,
  ) {}

  /** Names the catalogue's current content, for ETags; it changes with every product write. */
  get catalogueVersion(): string {
    return this.catalogueCache.version;
  }

  /**
   * Kept, with its total, until the next product or stock write on any instance: a deep page is an index walk
   * past every product before it, which a kept page spares on all but the first read after a write.
   */
  findCataloguePage(status: CatalogueStatus, filter: CatalogueFilter, page: number): Promise<Page<ProductRecord>> {
    const query = catalogueQuery(status, filter);
    const sort = catalogueSort(status);
    return this.catalogueCache.remember(`catalogue-page:${JSON.stringify({ query, sort, page })}`, async () => {
      const [items, total] = await Promise.all([
        findPageItems<ProductRecord>(this.products, query, sort, page, CATALOGUE_PAGE_SIZE),
        this.catalogueCache.remember(`catalogue-total:${JSON.stringify(query)}`, () => this.products.countDocuments(query).exec()),
      ]);
      return { items, total };
    });
  }

  async findListedProduct(id: string): Promise<ProductRecord> {
    const product = await this.products.findOne({ _id: id, Display: true }).lean<ProductRecord>();
    if (!product) throw new NotFoundException(PRODUCT_NOT_FOUND_MESSAGE);
    return product;
  }

  /**
   * The listed products among `ids`, in the order asked; unknown ids are left out. Unlisted products
   * are left out too: a cart or favourites list then shows that line as no longer available.
   */
  async findListedProducts(ids: string[]): Promise<ProductRecord[]> {
    const found = await this.products.find({ _id: { $in: ids }, Display: true }).lean<ProductRecord[]>();
    const byId = new Map(found.map((product) => [product._id.toString(), product]));
    return [...new Set(ids.map((id) => id.toLowerCase()))].flatMap((id) => byId.get(id) ?? []);
  }
}
