import { HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, type Types } from 'mongoose';
import { type CreateDiscountBody, DISCOUNT_ADMIN_MESSAGES, type UpdateDiscountBody } from '@shop/contracts/discounts/discount-code';
import { AdminMessageException } from '../common/admin-message.exception.js';
import { ADMIN_MESSAGES } from '../common/admin-messages.js';
import { isDuplicateKeyError } from '../common/duplicate-key.js';
import { toCents } from '../common/money.js';
import { unusableReason } from './discount-pricing.js';
import { DiscountCode, type DiscountCodeRecord } from './schemas/discount-code.schema.js';

/** An order's hold on a code: which code, which order, whose. */
export interface DiscountUse {
  code: string;
  orderId: Types.ObjectId;
  shopperId: string;
}

/**
 * The discount codes: the back office's edits, and the uses checkouts take and give back. A use is taken with one
 * conditional update (limits, dates and the order not holding one yet in its filter) that also tags the code with
 * the order, so concurrent checkouts never exceed a limit and a use comes back at most once.
 */
@Injectable()
export class DiscountsService {
  constructor(@InjectModel(DiscountCode.name) private readonly codes: Model<DiscountCode>) {}

  list(): Promise<DiscountCodeRecord[]> {
    return this.codes.find({}, { HeldBy: 0 }).sort({ CreatedAt: -1 }).lean<DiscountCodeRecord[]>().exec();
  }

  /** The code as a checkout sees it; null for none. */
  find(code: string): Promise<DiscountCodeRecord | null> {
    return this.codes.findById(code, { HeldBy: 0 }).lean<DiscountCodeRecord>().exec();
  }

  async create(body: CreateDiscountBody): Promise<DiscountCodeRecord> {
    try {
      const created = await this.codes.create({ _id: body.code, ...storedFields(body), CreatedAt: new Date() });
      return created.toObject();
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new AdminMessageException(HttpStatus.CONFLICT, ADMIN_MESSAGES.discount.duplicate);
      throw error;
    }
  }

  async update(code: string, body: UpdateDiscountBody): Promise<DiscountCodeRecord> {
    const updated = await this.codes
      .findOneAndUpdate({ _id: code }, { $set: storedFields(body) }, { returnDocument: 'after', projection: { HeldBy: 0 } })
      .lean<DiscountCodeRecord>();
    if (!updated) throw new NotFoundException(DISCOUNT_ADMIN_MESSAGES.notFound);
    return updated;
  }

  disable(code: string): Promise<DiscountCodeRecord> {
    return this.update(code, { active: false });
  }

  /**
   * Takes one use of the code for the order, if the code still allows it as `seen` read it; answers why not
   * otherwise (the code as it is now).
   */
  async claim(use: DiscountUse, seen: DiscountCodeRecord, now: Date): Promise<{ refusal: string; status: 400 | 409 } | undefined> {
    const shopperUses = `ShopperUses.${use.shopperId}`;
    const claimed = await this.codes.updateOne(
      {
        _id: use.code,
        Active: true,
        HeldBy: { $ne: use.orderId },
        MaxUses: seen.MaxUses,
        MaxUsesPerShopper: seen.MaxUsesPerShopper,
        $and: [
          { $or: [{ StartsAt: null }, { StartsAt: { $lte: now } }] },
          { $or: [{ EndsAt: null }, { EndsAt: { $gt: now } }] },
          seen.MaxUses === null ? {} : { Uses: { $lt: seen.MaxUses } },
          seen.MaxUsesPerShopper === null
            ? {}
            : { $or: [{ [shopperUses]: { $exists: false } }, { [shopperUses]: { $lt: seen.MaxUsesPerShopper } }] },
        ],
      },
      { $inc: { Uses: 1, [shopperUses]: 1 }, $push: { HeldBy: use.orderId } },
    );
    if (claimed.modifiedCount === 1) return undefined;
    return unusableReason(await this.find(use.code), use.shopperId, now) ?? { refusal: DISCOUNT_ADMIN_MESSAGES.notFound, status: 409 };
  }

  /** Gives the order's use back; nothing when it holds none (never took it, or gave it back already). */
  async release(use: DiscountUse): Promise<void> {
    await this.codes.updateOne(
      { _id: use.code, HeldBy: use.orderId },
      { $inc: { Uses: -1, [`ShopperUses.${use.shopperId}`]: -1 }, $pull: { HeldBy: use.orderId } },
    );
  }
}

function storedFields(body: UpdateDiscountBody): Partial<DiscountCode> {
  const dateOf = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));
  const fields: Record<string, unknown> = {
    Kind: body.kind,
    Value: body.value === undefined ? undefined : body.kind === 'fixed' ? toCents(body.value) : body.value,
    MinSubtotalCents: body.minSubtotal === undefined ? undefined : toCents(body.minSubtotal),
    StartsAt: dateOf(body.startsAt),
    EndsAt: dateOf(body.endsAt),
    MaxUses: body.maxUses,
    MaxUsesPerShopper: body.maxUsesPerShopper,
    Categories: body.categories,
    IPs: body.ips,
    CombinesWithSale: body.combinesWithSale,
    Active: body.active,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
