import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { findPage, type Page, SHOPPER_PAGE_SIZE } from '../common/pagination.js';
import { type CatalogueFilter, catalogueQuery, catalogueSort, type CatalogueStatus } from './catalogue-query.js';
import { Product, type ProductRecord } from './schemas/product.schema.js';

export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';

@Injectable()
export class ProductsService {
  constructor(@InjectModel(Product.name) private readonly products: Model<Product>) {}

  findCataloguePage(status: CatalogueStatus, filter: CatalogueFilter, page: number): Promise<Page<ProductRecord>> {
    return findPage(this.products, catalogueQuery(status, filter), catalogueSort(status), page, SHOPPER_PAGE_SIZE);
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
