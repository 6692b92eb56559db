import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { ADMIN_MESSAGES } from '../common/admin-messages.js';
import { ADMIN_PAGE_SIZE, findPage, type Page } from '../common/pagination.js';
import { ImageStoreService } from '../uploads/image-store.service.js';
import type { AddProductDto } from './dto/add-product.dto.js';
import type { ReviseProductDto } from './dto/revise-product.dto.js';
import { imageUrlsOf, toProductFields } from './product-form.mapper.js';
import { PRODUCT_NOT_FOUND_MESSAGE } from './products.service.js';
import { Product, type ProductRecord } from './schemas/product.schema.js';

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/** The back office's products: listed and unlisted alike. */
@Injectable()
export class AdminProductsService {
  constructor(
    @InjectModel(Product.name) private readonly products: Model<Product>,
    private readonly images: ImageStoreService,
  ) {}

  findPage(page: number): Promise<Page<ProductRecord>> {
    return findPage(this.products, {}, NEWEST_FIRST, page, ADMIN_PAGE_SIZE);
  }

  async findProduct(id: string): Promise<ProductRecord> {
    const product = await this.products.findById(id).lean<ProductRecord>();
    if (!product) throw new NotFoundException(PRODUCT_NOT_FOUND_MESSAGE);
    return product;
  }

  /** Answers the new product's id. */
  async addProduct(form: AddProductDto): Promise<string> {
    const fields = toProductFields(form);
    await this.images.requireStoredImages(imageUrlsOf(fields));
    const product = await this.products.create(fields);
    return product._id.toString();
  }

  /** Replaces the product's fields in one update; 404 for an unknown product, 409 when it changed since `updatedAt`. */
  async reviseProduct(form: ReviseProductDto): Promise<void> {
    const fields = toProductFields(form);
    await this.images.requireStoredImages(imageUrlsOf(fields));
    const unchangedSince = form.updatedAt ? { updatedAt: new Date(form.updatedAt) } : {};
    const revised = await this.products.updateOne({ _id: form.proID, ...unchangedSince }, { $set: fields }, { runValidators: true });
    if (revised.matchedCount === 1) return;
    if (await this.products.exists({ _id: form.proID })) throw new ConflictException(ADMIN_MESSAGES.product.changedMeanwhile);
    throw new NotFoundException(PRODUCT_NOT_FOUND_MESSAGE);
  }
}
