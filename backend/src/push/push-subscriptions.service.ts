import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { PUSH_MESSAGES, type PushSubscriptionBody } from '@shop/contracts/push';
import { Model, Types } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PushSubscription, type PushSubscriptionRecord } from './schemas/push-subscription.schema.js';

/** Each device's subscription, stored per user, and removed on logout or when its push service forgets it. */
@Injectable()
export class PushSubscriptionsService {
  constructor(
    @InjectModel(PushSubscription.name) private readonly subscriptions: Model<PushSubscription>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Stores (or refreshes) the device's subscription for the user of this login session. */
  async subscribe(userId: string, sessionId: string, body: PushSubscriptionBody): Promise<void> {
    // Real push services all speak https; only tests and development stand a local http endpoint in.
    if (this.config.nodeEnv === 'production' && !body.endpoint.startsWith('https://')) {
      throw new BadRequestException(PUSH_MESSAGES.invalidEndpoint);
    }
    await this.subscriptions.updateOne(
      { endpoint: body.endpoint },
      { $set: { userId: new Types.ObjectId(userId), p256dh: body.keys.p256dh, auth: body.keys.auth, sessionId } },
      { upsert: true },
    );
  }

  /** Removes the user's own subscription with that endpoint; nothing of anyone else's. */
  async unsubscribe(userId: string, endpoint: string): Promise<void> {
    await this.subscriptions.deleteOne({ endpoint, userId: new Types.ObjectId(userId) });
  }

  /** Logging out of a session silences the device that subscribed in it. */
  async removeForSession(sessionId: string): Promise<void> {
    await this.subscriptions.deleteMany({ sessionId });
  }

  async remove(subscription: PushSubscriptionRecord): Promise<void> {
    // Only if it is still the same device's: a re-subscription meanwhile stored new keys under the endpoint.
    await this.subscriptions.deleteOne({ _id: subscription._id, p256dh: subscription.p256dh });
  }

  findById(id: string): Promise<PushSubscriptionRecord | null> {
    return this.subscriptions.findById(id).lean<PushSubscriptionRecord>().exec();
  }

  findForUsers(userIds: string[]): Promise<PushSubscriptionRecord[]> {
    return this.subscriptions
      .find({ userId: { $in: userIds.map((id) => new Types.ObjectId(id)) } })
      .lean<PushSubscriptionRecord[]>()
      .exec();
  }
}
