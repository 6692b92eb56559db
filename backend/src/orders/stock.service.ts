import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { Product, type ProductRecord } from '../products/schemas/product.schema.js';

/** Units of one sub-type of one product. */
export interface StockLine {
  productId: string;
  subType: string;
  quantity: number;
  /** "Product name - sub-type", for messages. */
  label: string;
}

type SubTypeStock = Pick<ProductRecord, 'SubTypeSet'>;

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
   * Reserves every line or none. Answers, per line, the stock it could draw on (before taking);
   * throws 409 naming the first line that cannot be served.
   */
  async reserve(lines: StockLine[]): Promise<number[]> {
    const available: number[] = [];
    for (const line of lines) {
      const left = await this.take(line);
      if (left === undefined) {
        await this.release(lines.slice(0, available.length));
        throw new ConflictException(await this.shortageMessage(line));
      }
      available.push(left);
    }
    return available;
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
      if (result.matchedCount === 0) this.logger.warn(`Could not give back ${line.quantity} × ${line.label}: the sub-type is gone`);
    }
  }

  /** Takes the line's units if a listed product still has them; answers the stock there was, or undefined. */
  private async take(line: StockLine): Promise<number | undefined> {
    const product = await this.products
      .findOneAndUpdate(
        { _id: line.productId, Display: true, SubTypeSet: { $elemMatch: { Name: line.subType, LeftNum: { $gte: line.quantity } } } },
        { $inc: { 'SubTypeSet.$.LeftNum': -line.quantity } },
        { returnDocument: 'after', projection: { SubTypeSet: 1 } },
      )
      .lean<SubTypeStock>();
    const left = product ? stockOf(product, line.subType) : undefined;
    return left === undefined ? undefined : left + line.quantity;
  }

  private async shortageMessage(line: StockLine): Promise<string> {
    const product = await this.products.findOne({ _id: line.productId, Display: true }, { SubTypeSet: 1 }).lean<SubTypeStock>();
    const left = product ? stockOf(product, line.subType) : undefined;
    return left === undefined ? `${line.label} is no longer available.` : `Not enough stock for ${line.label} (left: ${left}).`;
  }
}

function stockOf(product: SubTypeStock, subType: string): number | undefined {
  return product.SubTypeSet.find((entry) => entry.Name === subType)?.LeftNum;
}
