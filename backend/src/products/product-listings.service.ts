import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { Product } from './schemas/product.schema.js';
import { LOW_STOCK_SUB_TYPE, LOW_STOCK_THRESHOLD, NOT_A_MARKER_NAME } from './stock-levels.js';

/** What a sitemap entry needs of a listed product. */
interface ListedProduct {
  _id: Types.ObjectId;
  updatedAt: Date;
  Cover: string;
  ProductName: string;
}

/** A sub-type for sale at or below LOW_STOCK_THRESHOLD. */
interface LowStockSubType {
  _id: Types.ObjectId;
  name: string;
  subType: string;
  left: number;
}

/** Read-only views over the whole catalogue for other modules: the sitemap, the dashboard, the demo accounts. */
@Injectable()
export class ProductListingsService {
  constructor(@InjectModel(Product.name) private readonly products: Model<Product>) {}

  /** The categories and characters (IPs) that listed products carry. */
  async listedTaxonomy(): Promise<{ categories: string[]; ips: string[] }> {
    const [categories, ips] = await Promise.all([
      this.products.distinct('Category', { Display: true }),
      this.products.distinct('IP', { Display: true }),
    ]);
    return { categories, ips };
  }

  /** Every listed product, oldest first; `limit` caps them. */
  listedProducts(limit?: number): Promise<ListedProduct[]> {
    const query = this.products.find({ Display: true }, { updatedAt: 1, Cover: 1, ProductName: 1 }).sort({ _id: 1 });
    if (limit !== undefined) query.limit(limit);
    return query.lean<ListedProduct[]>().exec();
  }

  /** The `shown` scarcest sub-types for sale at or below the threshold, and how many there are in all. */
  async lowStock(shown: number): Promise<{ shown: LowStockSubType[]; total: number }> {
    const [facets] = await this.products.aggregate<{ shown: LowStockSubType[]; total: { count: number }[] }>([
      { $match: { SubTypeSet: { $elemMatch: LOW_STOCK_SUB_TYPE } } },
      { $unwind: '$SubTypeSet' },
      { $match: { 'SubTypeSet.LeftNum': { $lte: LOW_STOCK_THRESHOLD }, 'SubTypeSet.Name': NOT_A_MARKER_NAME } },
      {
        $facet: {
          shown: [
            { $sort: { 'SubTypeSet.LeftNum': 1, ProductName: 1, _id: 1 } },
            { $limit: shown },
            // The id stays an ObjectId here: the embedded server's $toString does not convert one.
            { $project: { name: '$ProductName', subType: '$SubTypeSet.Name', left: '$SubTypeSet.LeftNum' } },
          ],
          total: [{ $count: 'count' }],
        },
      },
    ]);
    return { shown: facets.shown, total: facets.total[0]?.count ?? 0 };
  }
}
