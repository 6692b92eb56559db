import { ECDH } from 'node:crypto';
import { BadRequestException, ConflictException, HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { PUSH_MESSAGES, type PushSubscriptionBody } from '@shop/contracts/push';
import { Model, Types } from 'mongoose';
import { SessionsService } from '../auth/sessions.service.js';
import { isDuplicateKeyError } from '../common/duplicate-key.js';
import { PUSH_LIMITS, PUSH_SUBSCRIBES_PER_ACCOUNT } from '../config/limits.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { PushEndpointPolicy, PushEndpointRefusedError } from './push-endpoint-policy.js';
import { PushSubscription, type PushSubscriptionRecord } from './schemas/push-subscription.schema.js';

/**
 * Each device's subscription, stored per user with the login session that made it: it lives as long as that
 * session, and goes when its push service forgets it or keeps failing.
 */
@Injectable()
export class PushSubscriptionsService {
  private readonly logger = new Logger('WebPush');

  constructor(
    @InjectModel(PushSubscription.name) private readonly subscriptions: Model<PushSubscription>,
    private readonly policy: PushEndpointPolicy,
    private readonly rateLimits: RateLimitService,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * Stores (or refreshes) the device's subscription for the user of this login session; the account's oldest
   * device beyond PUSH_LIMITS.devicesPerAccount goes. An endpoint another account holds moves only with its keys.
   */
  async subscribe(userId: string, sessionId: string, body: PushSubscriptionBody): Promise<void> {
    if (!isP256Point(body.keys.p256dh)) throw new BadRequestException(PUSH_MESSAGES.keysNotOnCurve);
    if (!(await this.rateLimits.hit(PUSH_SUBSCRIBES_PER_ACCOUNT, userId))) {
      throw new HttpException(PUSH_MESSAGES.tooManySubscribes, HttpStatus.TOO_MANY_REQUESTS);
    }
    await this.checkEndpoint(body.endpoint);
    const owner = new Types.ObjectId(userId);
    const { p256dh, auth } = body.keys;
    try {
      await this.subscriptions.updateOne(
        { endpoint: body.endpoint, $or: [{ userId: owner }, { p256dh, auth }] },
        { $set: { userId: owner, p256dh, auth, sessionId, failures: 0 } },
        { upsert: true },
      );
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ConflictException(PUSH_MESSAGES.endpointTaken);
      throw error;
    }
    await this.dropBeyondCap(owner);
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

  /** After a send that failed: counts it, and drops the device at PUSH_LIMITS.failuresBeforeDrop in a row. Answers whether it was dropped. */
  async recordFailure(subscription: PushSubscriptionRecord): Promise<boolean> {
    const counted = await this.subscriptions
      .findOneAndUpdate({ _id: subscription._id, p256dh: subscription.p256dh }, { $inc: { failures: 1 } }, { returnDocument: 'after' })
      .lean<PushSubscriptionRecord>()
      .exec();
    if (!counted || counted.failures < PUSH_LIMITS.failuresBeforeDrop) return false;
    await this.remove(counted);
    return true;
  }

  async recordSuccess(subscription: PushSubscriptionRecord): Promise<void> {
    await this.subscriptions.updateOne({ _id: subscription._id, failures: { $gt: 0 } }, { $set: { failures: 0 } });
  }

  /** The device, unless it is gone or the session that subscribed it has ended (then it is removed). */
  async findLive(id: string): Promise<PushSubscriptionRecord | null> {
    const device = await this.subscriptions.findById(id).lean<PushSubscriptionRecord>().exec();
    return device && (await this.keepLive([device])).at(0) ? device : null;
  }

  /** The users' devices whose sessions are still logged in; the others are removed. */
  async findLiveForUsers(userIds: string[]): Promise<PushSubscriptionRecord[]> {
    const devices = await this.subscriptions
      .find({ userId: { $in: userIds.map((id) => new Types.ObjectId(id)) } })
      .lean<PushSubscriptionRecord[]>()
      .exec();
    return this.keepLive(devices);
  }

  /** A session ended by a password reset, a logout elsewhere or its expiry takes its devices with it. */
  private async keepLive(devices: PushSubscriptionRecord[]): Promise<PushSubscriptionRecord[]> {
    if (devices.length === 0) return devices;
    const live = await this.sessions.liveIds([...new Set(devices.map((device) => device.sessionId))]);
    const ended = devices.filter((device) => !live.has(device.sessionId));
    if (ended.length > 0) await this.subscriptions.deleteMany({ _id: { $in: ended.map((device) => device._id) } });
    return devices.filter((device) => live.has(device.sessionId));
  }

  private async checkEndpoint(endpoint: string): Promise<void> {
    try {
      await this.policy.check(endpoint);
    } catch (error) {
      if (!(error instanceof PushEndpointRefusedError)) throw error;
      this.logger.warn(`Refused a push endpoint: ${error.message}`);
      throw new BadRequestException(PUSH_MESSAGES.unknownPushService);
    }
  }

  private async dropBeyondCap(userId: Types.ObjectId): Promise<void> {
    const surplus = await this.subscriptions
      .find({ userId }, { _id: 1 })
      .sort({ updatedAt: -1, _id: -1 })
      .skip(PUSH_LIMITS.devicesPerAccount)
      .lean<{ _id: Types.ObjectId }[]>()
      .exec();
    if (surplus.length > 0) await this.subscriptions.deleteMany({ _id: { $in: surplus.map((device) => device._id) } });
  }
}

/** Whether the browser's key is a point of P-256, which the payload's encryption (RFC 8291) needs. */
function isP256Point(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}
