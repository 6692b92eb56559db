import { ConflictException, Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { PUSH_MESSAGES } from '@shop/contracts/push';
import { Model, Types } from 'mongoose';
import { isDuplicateKeyError } from '../common/duplicate-key.js';
import type { SoldOutSubType } from '../common/events/domain-events.js';
import { PUSH_LIMITS } from '../config/limits.js';
import { ProductsService } from '../products/products.service.js';
import type { ProductRecord } from '../products/schemas/product.schema.js';
import { FavouritesService } from '../users/favourites.service.js';
import { backInStockEvent } from './push-events.js';
import { PushNotificationsService } from './push-notifications.service.js';
import { BackInStockRequest, type BackInStockRequestRecord } from './schemas/back-in-stock-request.schema.js';
import { RestockNotice } from './schemas/restock-notice.schema.js';
import { RestockWatch } from './schemas/restock-watch.schema.js';

/**
 * "Notify me" on a sold-out sub-type, and the restocks that answer it. A restock is an admin's edit taking a
 * sub-type from 0 to some stock; it reaches the shoppers who asked for that sub-type and those who keep its
 * product as a favourite, once per restock and at most once per sub-type per shopper per
 * PUSH_LIMITS.restockNoticeIntervalMs. Stock that a canceled or lapsed order gives back is announced to no one:
 * otherwise anyone could send "Back in stock" at will by buying the last units and canceling.
 */
@Injectable()
export class BackInStockService implements OnModuleInit {
  private readonly logger = new Logger('WebPush');

  constructor(
    @InjectModel(BackInStockRequest.name) private readonly requests: Model<BackInStockRequest>,
    @InjectModel(RestockWatch.name) private readonly watches: Model<RestockWatch>,
    @InjectModel(RestockNotice.name) private readonly notices: Model<RestockNotice>,
    private readonly products: ProductsService,
    private readonly favourites: FavouritesService,
    private readonly notifications: PushNotificationsService,
  ) {}

  async onModuleInit(): Promise<void> {
    // The unique index must exist before two concurrent notices can be told apart.
    await this.notices.init();
  }

  /** 404 for an unknown product or sub-type, 409 when the sub-type is in stock (the shopper can buy it now). */
  async request(userId: string, productId: string, subType: string): Promise<void> {
    const product = await this.products.findListedProduct(productId);
    const wanted = product.SubTypeSet.find((entry) => entry.Name === subType);
    if (!wanted) throw new NotFoundException(PUSH_MESSAGES.subTypeNotFound);
    if (wanted.LeftNum > 0) throw new ConflictException(PUSH_MESSAGES.backInStockNotSoldOut);
    const ids = { userId: new Types.ObjectId(userId), productId: product._id, subType };
    await this.requests.updateOne(ids, { $setOnInsert: ids }, { upsert: true });
    await this.markSoldOut([{ productId, subType }]);
  }

  /** Remembers sub-types seen sold out, so that their next stock counts as a restock. Never throws (see stockChanged). */
  async markSoldOut(subTypes: SoldOutSubType[]): Promise<void> {
    try {
      for (const { productId, subType } of subTypes) {
        await this.watches.updateOne({ productId: new Types.ObjectId(productId), subType }, { $set: { soldOut: true } }, { upsert: true });
      }
    } catch (error) {
      this.logger.error(`Could not record sold-out sub-types: ${(error as Error).message}`);
    }
  }

  /**
   * After an admin's edit of the products' stock: records sell-outs and announces restocks. Never
   * throws, as the stock change it follows is made already.
   */
  async stockChanged(productIds: string[]): Promise<void> {
    try {
      await this.recordStockOf(await this.products.findListedProducts(productIds), 'announce');
    } catch (error) {
      this.logger.error(`Could not check products ${productIds.join(', ')} for restocks: ${(error as Error).message}`);
    }
  }

  /**
   * After a canceled order gave its stock back: records its restocks without announcing them. Throws (so that its job runs
   * again later) while the order still holds some, when a crash cut its release short and the expiry sweep
   * has yet to finish it.
   */
  async stockReturned(orderId: string, productIds: string[]): Promise<void> {
    const products = await this.products.findListedProducts(productIds);
    if (products.some((product) => product.SubTypeSet.some((subType) => subType.HeldBy?.some((holder) => holder.equals(orderId))))) {
      throw new Error(`Order ${orderId} has not given all its stock back yet`);
    }
    await this.recordStockOf(products, 'quietly');
  }

  private async recordStockOf(products: ProductRecord[], restocks: 'announce' | 'quietly'): Promise<void> {
    for (const product of products) {
      const soldOut = product.SubTypeSet.filter((subType) => subType.LeftNum === 0);
      await this.markSoldOut(soldOut.map((subType) => ({ productId: product._id.toString(), subType: subType.Name })));
      for (const subType of product.SubTypeSet.filter((entry) => entry.LeftNum > 0)) {
        if (restocks === 'announce') await this.announceIfRestocked(product, subType.Name);
        else await this.watches.updateOne({ productId: product._id, subType: subType.Name, soldOut: true }, { $set: { soldOut: false } });
      }
    }
  }

  private async announceIfRestocked(product: ProductRecord, subType: string): Promise<void> {
    const restocked = await this.watches
      .findOneAndUpdate(
        { productId: product._id, subType, soldOut: true },
        { $set: { soldOut: false }, $inc: { restocks: 1 } },
        { returnDocument: 'after' },
      )
      .lean<RestockWatch>()
      .exec();
    if (!restocked) return;
    const requests = await this.requests.find({ productId: product._id, subType }).lean<BackInStockRequestRecord[]>().exec();
    const favouredBy = await this.favourites.userIdsWithFavourite(product._id.toString());
    const wanting = [...new Set([...requests.map((request) => request.userId.toString()), ...favouredBy])];
    const userIds = await this.notNoticedLately(product._id, subType, wanting);
    const id = product._id.toString();
    await this.notifications.notify(backInStockEvent({ id, name: product.ProductName }, subType, restocked.restocks, userIds));
    // A "Notify me" is answered by this restock; one made meanwhile waits for the next.
    await this.requests.deleteMany({ _id: { $in: requests.map((request) => request._id) } });
  }

  /** Of these shoppers, those who have not heard of this sub-type's restock lately; each is now noted as having heard. */
  private async notNoticedLately(productId: Types.ObjectId, subType: string, userIds: string[]): Promise<string[]> {
    const now = new Date();
    const lately = new Date(now.getTime() - PUSH_LIMITS.restockNoticeIntervalMs);
    const fresh: string[] = [];
    for (const userId of userIds) {
      try {
        // One conditional upsert: a notice from within the interval matches nothing, and its key refuses the insert.
        const ids = { productId, subType, userId: new Types.ObjectId(userId) };
        await this.notices.updateOne({ ...ids, at: { $lte: lately } }, { $set: { at: now } }, { upsert: true });
        fresh.push(userId);
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
    return fresh;
  }
}
