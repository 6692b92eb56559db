import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { seedIfEmpty } from './catalogue-seeding.js';
import { Product } from './schemas/product.schema.js';
import { StorefrontCache } from './storefront-cache.js';

/** The products of a new shop (demo data): the one way in besides the back office and the CSV import. */
@Injectable()
export class ProductSeedingService {
  constructor(
    @InjectModel(Product.name) private readonly products: Model<Product>,
    private readonly cache: StorefrontCache,
  ) {}

  /** Stores the products `make` gives if there are none yet; answers how many. */
  seedIfEmpty(make: () => Promise<Partial<Product>[]>): Promise<number> {
    return seedIfEmpty(this.products, this.cache, make);
  }
}
