import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { PRODUCT_CSV_COLUMNS } from '@shop/contracts/products/product-csv';
import { csvStream } from '../common/csv-stream.js';
import { toCsvRows } from './product-csv.js';
import { Product, type ProductRecord } from './schemas/product.schema.js';

const OLDEST_FIRST = { createdAt: 1, _id: 1 } as const;

/** The whole catalogue in the file format the import reads. */
@Injectable()
export class ProductExportService {
  constructor(@InjectModel(Product.name) private readonly products: Model<Product>) {}

  exportCsv(): Readable {
    const products = this.products.find().sort(OLDEST_FIRST).lean<ProductRecord[]>().cursor();
    return csvStream(products as AsyncIterable<ProductRecord>, toCsvRows, PRODUCT_CSV_COLUMNS);
  }
}
