import { ConflictException, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CHECKOUT_HOLD_LIMITS, CHECKOUTS_PER_ACCOUNT } from '../config/limits.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { PLACING } from './order-state-machine.js';
import { Order, type OrderItem, type OrderRecord } from './schemas/order.schema.js';

const { unpaidOrders, heldUnits, heldUnitsPerSubType } = CHECKOUT_HOLD_LIMITS;
export const TOO_MANY_CHECKOUTS = 'Too many checkouts, please wait a few minutes and try again.';
export const TOO_MANY_UNPAID_ORDERS = `You already have ${unpaidOrders} unpaid orders: pay or cancel one before placing another.`;
export const tooManyHeldUnits = (held: number) =>
  `Unpaid orders can hold at most ${heldUnits} items at a time (yours would hold ${held}): pay or cancel an order first.`;
export const tooManyHeldOfSubType = (held: number) =>
  `Unpaid orders can hold at most ${heldUnitsPerSubType} of one item at a time (yours would hold ${held}).`;

type HeldLines = Pick<OrderRecord, 'BuyItem'>;

/**
 * Keeps one account from holding the catalogue: a checkout is refused (and its just-written PLACING order
 * deleted, before it takes any stock) past the account's checkout rate, its number of unpaid orders or the
 * units they hold. Counted after the order is written, over the account's unpaid orders up to and including
 * it (ids grow with time), so checkouts racing each other see each other: the later one is the one refused.
 */
@Injectable()
export class CheckoutLimits {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rateLimits: RateLimitService,
  ) {}

  /** Throws 429 or 409 with the reason, the order deleted, when the placing order is one too many. */
  async admit(placing: OrderRecord): Promise<void> {
    if (!this.config.checkoutHoldLimits) return;
    const refusal = await this.refusalOf(placing);
    if (!refusal) return;
    await this.orders.deleteOne({ _id: placing._id, Status: PLACING });
    throw refusal;
  }

  private async refusalOf(placing: OrderRecord): Promise<HttpException | undefined> {
    if (!(await this.rateLimits.hit(CHECKOUTS_PER_ACCOUNT, placing.OwnerId.toString()))) {
      return new HttpException(TOO_MANY_CHECKOUTS, HttpStatus.TOO_MANY_REQUESTS);
    }
    const unpaid = await this.orders
      .find(
        {
          OwnerId: placing.OwnerId,
          _id: { $lte: placing._id },
          $or: [{ Status: 'Paying' }, { Status: PLACING, Abandoned: { $ne: true } }],
        },
        { 'BuyItem.proid': 1, 'BuyItem.subType': 1, 'BuyItem.buyNum': 1 },
      )
      .lean<HeldLines[]>();
    if (unpaid.length > unpaidOrders) return new ConflictException(TOO_MANY_UNPAID_ORDERS);
    const items = unpaid.flatMap((order) => order.BuyItem);
    const held = unitsOf(items);
    if (held > heldUnits) return new ConflictException(tooManyHeldUnits(held));
    const mostOfOne = Math.max(...placing.BuyItem.map((line) => unitsOf(items.filter((item) => isSameSubType(item, line)))));
    if (mostOfOne > heldUnitsPerSubType) return new ConflictException(tooManyHeldOfSubType(mostOfOne));
    return undefined;
  }
}

function unitsOf(items: Pick<OrderItem, 'buyNum'>[]): number {
  return items.reduce((sum, item) => sum + item.buyNum, 0);
}

function isSameSubType(item: OrderItem, line: OrderItem): boolean {
  return item.proid.equals(line.proid) && item.subType === line.subType;
}
