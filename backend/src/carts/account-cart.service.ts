import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import type { OrderItemResponse } from '@shop/contracts/orders/order';
import type { CartLineBody } from '@shop/contracts/orders/order-bodies';
import { fromCents, toCents } from '../common/money.js';
import { formatDecimalDollars } from '@shop/contracts/money';
import { ProductsService } from '../products/products.service.js';
import type { ProductRecord } from '../products/schemas/product.schema.js';
import { AccountCart, type AccountCartLine } from './schemas/account-cart.schema.js';

/** The cart a logged-in shopper's devices share: kept as products, sub-types and quantities, priced when read. */
@Injectable()
export class AccountCartService {
  constructor(
    @InjectModel(AccountCart.name) private readonly carts: Model<AccountCart>,
    private readonly products: ProductsService,
  ) {}

  async get(userId: string): Promise<OrderItemResponse[]> {
    const cart = await this.carts.findById(userId).lean();
    return this.priced(cart?.Items ?? []);
  }

  /**
   * Replaces the account's cart with the device's, or merges the two: of a sub-type in both, the larger quantity,
   * capped by the stock. Answers the cart as stored, priced.
   */
  async put(userId: string, lines: CartLineBody[], merge: boolean): Promise<OrderItemResponse[]> {
    const device = lines.map(toStoredLine);
    const stored = merge ? mergeLines((await this.carts.findById(userId).lean())?.Items ?? [], device) : device;
    const priced = await this.priced(stored);
    const items = merge ? priced.map(toStoredLine) : device;
    await this.carts.updateOne({ _id: new Types.ObjectId(userId) }, { $set: { Items: items, UpdatedAt: new Date() } }, { upsert: true });
    return priced;
  }

  /** The account's cart as stored, priced, with the time of its last change; null when the account has none. */
  async getWithChangeTime(userId: string): Promise<{ items: OrderItemResponse[]; updatedAt: Date } | null> {
    const cart = await this.carts.findById(userId).lean();
    return cart ? { items: await this.priced(cart.Items), updatedAt: cart.UpdatedAt } : null;
  }

  /** Accounts whose cart holds something and has not changed since `before`, oldest first. */
  async idleSince(before: Date, limit: number): Promise<{ userId: string; updatedAt: Date }[]> {
    const carts = await this.carts
      .find({ UpdatedAt: { $lt: before }, 'Items.0': { $exists: true } }, { UpdatedAt: 1 })
      .sort({ UpdatedAt: 1 })
      .limit(limit)
      .lean();
    return carts.map((cart) => ({ userId: cart._id.toString(), updatedAt: cart.UpdatedAt }));
  }

  /** The lines whose product is listed with that sub-type, at its price, capped by its stock when merged. */
  private async priced(lines: AccountCartLine[]): Promise<OrderItemResponse[]> {
    const products = await this.products.findListedProducts(lines.map((line) => line.proid.toString()));
    const byId = new Map(products.map((product) => [product._id.toString(), product]));
    return lines.flatMap((line) => {
      const product = byId.get(line.proid.toString());
      const subType = product?.SubTypeSet.find((entry) => entry.Name === line.subType);
      return product && subType ? [toCartItem(product, subType, line.buyNum)] : [];
    });
  }
}

function toStoredLine(line: Pick<CartLineBody, 'proid' | 'subType' | 'buyNum'>): AccountCartLine {
  return { proid: new Types.ObjectId(line.proid), subType: line.subType, buyNum: line.buyNum };
}

/** Of a sub-type in both carts, the larger quantity; the account's lines first, then the device's new ones. */
function mergeLines(account: AccountCartLine[], device: AccountCartLine[]): AccountCartLine[] {
  const key = (line: AccountCartLine) => `${line.proid.toString()}\u0000${line.subType}`;
  const merged = new Map(account.map((line) => [key(line), line]));
  for (const line of device) {
    const existing = merged.get(key(line));
    merged.set(key(line), existing && existing.buyNum >= line.buyNum ? existing : line);
  }
  return [...merged.values()];
}

function toCartItem(product: ProductRecord, subType: ProductRecord['SubTypeSet'][number], wanted: number): OrderItemResponse {
  const unitCents = toCents(subType.SalePrice ?? subType.Price);
  const buyNum = Math.max(1, Math.min(wanted, subType.LeftNum));
  return {
    proid: product._id.toString(),
    proname: product.ProductName,
    proprice: fromCents(unitCents),
    subType: subType.Name,
    buyNum,
    totalPrice: formatDecimalDollars(unitCents * buyNum),
    maxLeft: subType.LeftNum,
  };
}
