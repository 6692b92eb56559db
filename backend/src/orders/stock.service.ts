import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { Product, type ProductRecord } from '../products/schemas/product.schema.js';

export const UNAVAILABLE_PRODUCT_MESSAGE = 'A product in your cart is no longer available.';

/** Units of one sub-type of one product. */
export interface StockLine {
  productId: string;
  subType: string;
  quantity: number;
}

/** What a reservation reads of a product: its name and sub-types. */
export type StockedProduct = Pick<ProductRecord, 'ProductName' | 'SubTypeSet'>;

/** A line whose units are taken: its product as it was right after, and the stock the line could draw on. */
export interface ReservedLine extends StockLine {
  product: StockedProduct;
  available: number;
}

const STOCKED_PRODUCT_FIELDS = { ProductName: 1, SubTypeSet: 1 } as const;

/**
 * Takes units out of stock and gives them back, each line with one conditional update so that no
 * number of concurrent checkouts can sell more than there is. No transactions: a reservation that
 * fails part-way gives back what it took.
 */
@Injectable()
export class StockService {
  private readonly logger = new Logger(StockService.name);

  constructor(@InjectModel(Product.name) private readonly products: Model<Product>) {}

  /**
   * Reserves every line of a listed product or none; throws 409 naming the first line that cannot be
   * served. Each line comes back with its product as the reservation found it, for pricing.
   */
  async reserve(lines: StockLine[]): Promise<ReservedLine[]> {
    const reserved: ReservedLine[] = [];
    for (const line of lines) {
      const taken = await this.take(line);
      if (!taken) {
        await this.release(reserved);
        throw new ConflictException(await this.shortageMessage(line));
      }
      reserved.push(taken);
    }
    return reserved;
  }

  /** Like reserve, but answers false instead of throwing when a line cannot be served. */
  async tryReserve(lines: StockLine[]): Promise<boolean> {
    try {
      await this.reserve(lines);
      return true;
    } catch (error) {
      if (error instanceof ConflictException) return false;
      throw error;
    }
  }

  async release(lines: StockLine[]): Promise<void> {
    for (const line of lines) {
      const result = await this.products.updateOne(
        { _id: line.productId, 'SubTypeSet.Name': line.subType },
        { $inc: { 'SubTypeSet.$.LeftNum': line.quantity } },
      );
      if (result.matchedCount === 0) {
        this.logger.warn(`Could not give back ${line.quantity} × ${line.subType} of product ${line.productId}: the sub-type is gone`);
      }
    }
  }

  /** Takes the line's units if a listed product still has them; undefined when it does not. */
  private async take(line: StockLine): Promise<ReservedLine | undefined> {
    const product = await this.products
      .findOneAndUpdate(
        { _id: line.productId, Display: true, SubTypeSet: { $elemMatch: { Name: line.subType, LeftNum: { $gte: line.quantity } } } },
        { $inc: { 'SubTypeSet.$.LeftNum': -line.quantity } },
        { returnDocument: 'after', projection: STOCKED_PRODUCT_FIELDS },
      )
      .lean<StockedProduct>();
    if (!product) return undefined;
    const left = stockOf(product, line.subType)!;
    return { ...line, product, available: left + line.quantity };
  }

  private async shortageMessage(line: StockLine): Promise<string> {
    const product = await this.products.findOne({ _id: line.productId, Display: true }, STOCKED_PRODUCT_FIELDS).lean<StockedProduct>();
    if (!product) return UNAVAILABLE_PRODUCT_MESSAGE;
    const label = `${product.ProductName} - ${line.subType}`;
    const left = stockOf(product, line.subType);
    return left === undefined ? `${label} is no longer available.` : `Not enough stock for ${label} (left: ${left}).`;
  }
}

function stockOf(product: StockedProduct, subType: string): number | undefined {
  return product.SubTypeSet.find((entry) => entry.Name === subType)?.LeftNum;
}
