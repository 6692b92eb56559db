import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, type QueryFilter, type SortOrder } from 'mongoose';
import { CATALOGUE_PAGE_SIZE } from '@shop/contracts/pagination';
import type { CatalogueFilter, CatalogueStatus } from '@shop/contracts/catalogue/catalogue-filter';
import type { CatalogueOptions } from '@shop/contracts/catalogue/catalogue-options';
import { findPageItems, type Page } from '../common/pagination.js';
import { type CacheKind, cacheKindOf, StorefrontCache } from './storefront-cache.js';
import { catalogueQuery, catalogueSort, RELATED_PRODUCTS_LIMIT, relatedProductQueries, typoCatalogueQuery } from './catalogue-query.js';
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
   * A page of the catalogue under a tab, filter and options, and how many products match. A search that finds
   * nothing as written is read again tolerating a typo per word (name-search.ts).
   */
  async findCataloguePage(
    status: CatalogueStatus,
    filter: CatalogueFilter,
    page: number,
    options: CatalogueOptions = {},
  ): Promise<Page<ProductRecord>> {
    const sort = catalogueSort(status, options.sort);
    const kind = cacheKindOf(filter);
    const asWritten = { page: catalogueQuery(status, filter, options), count: catalogueQuery(status, filter, options, 'count') };
    const found = await this.findPage(asWritten, sort, page, kind);
    const typoQuery = found.total === 0 ? typoCatalogueQuery(status, filter, options) : undefined;
    const typoCount = typoQuery && typoCatalogueQuery(status, filter, options, 'count');
    return typoQuery && typoCount ? this.findPage({ page: typoQuery, count: typoCount }, sort, page, kind) : found;
  }

  /**
   * Kept, with its total, until the next product or stock write on any instance: a deep page is an index walk
   * past every product before it, which a kept page spares on all but the first read after a write.
   */
  private findPage(
    queries: { page: QueryFilter<Product>; count: QueryFilter<Product> },
    sort: Record<string, SortOrder>,
    page: number,
    kind: CacheKind,
  ): Promise<Page<ProductRecord>> {
    const total = () => this.products.countDocuments(queries.count).exec();
    return this.catalogueCache.remember(
      `catalogue-page:${JSON.stringify({ query: queries.page, sort, page })}`,
      async () => {
        const [items, count] = await Promise.all([
          findPageItems<Product, ProductRecord>(this.products, queries.page, sort, page, CATALOGUE_PAGE_SIZE),
          this.catalogueCache.remember(`catalogue-total:${JSON.stringify(queries.count)}`, total, kind),
        ]);
        return { items, total: count };
      },
      kind,
    );
  }

  async findListedProduct(id: string): Promise<ProductRecord> {
    const product = await this.products.findOne({ _id: id, Display: true }).lean<ProductRecord>();
    if (!product) throw new NotFoundException(PRODUCT_NOT_FOUND_MESSAGE);
    return product;
  }

  /**
   * Up to RELATED_PRODUCTS_LIMIT listed products in stock sharing a character, else a category, with the listed
   * product `id` (404 when there is none), best-selling first: one index walk per character or category, tried
   * in turn until enough are found. Kept like a catalogue page.
   */
  async findRelatedProducts(id: string): Promise<ProductRecord[]> {
    const product = await this.findListedProduct(id);
    return this.catalogueCache.remember(`related-products:${id}`, async () => {
      const related = new Map<string, ProductRecord>();
      for (const { query, sort } of relatedProductQueries(product)) {
        if (related.size >= RELATED_PRODUCTS_LIMIT) break;
        const found = await this.products.find(query).sort(sort).limit(RELATED_PRODUCTS_LIMIT).lean<ProductRecord[]>().exec();
        for (const candidate of found) related.set(candidate._id.toString(), candidate);
      }
      return [...related.values()].slice(0, RELATED_PRODUCTS_LIMIT);
    });
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
