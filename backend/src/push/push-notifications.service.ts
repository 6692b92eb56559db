import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { PushPayload } from '@shop/contracts/push';
import type { ChatMessage } from '@shop/contracts/chat/chat-events';
import { PUSH_LIMITS } from '../config/limits.js';
import { JobsService } from '../jobs/jobs.service.js';
import type { OrderChangeJob } from '../orders/order-change-dispatcher.js';
import type { OrderStatus } from '../orders/order-state-machine.js';
import type { OrderRecord } from '../orders/schemas/order.schema.js';
import { chatReplyEvent, orderStatusEvent, type PushEvent } from './push-events.js';
import { PushPreferencesService } from './push-preferences.service.js';
import { PushSender } from './push-sender.js';
import { PushSubscriptionsService } from './push-subscriptions.service.js';

/** One event for some shoppers: fanned out into one job per device. */
export const PUSH_EVENT_JOB = 'push:event';
/** One payload for one device; its dedupe key (event + subscription) makes it at most one per device. */
export const PUSH_DEVICE_JOB = 'push:device';

const pushEventKey = (event: PushEvent) => `push:${event.key}`;

interface DeviceDelivery {
  subscriptionId: string;
  userId: string;
  payload: PushPayload;
}

/**
 * Turns shop events into pushes through the job queue, so that a state change only waits for one insert and
 * never for a push service. Fan-outs and deliveries run in lanes of the queue of their own, apart from mails; a failing push service
 * is retried with backoff until its device has failed PUSH_LIMITS.failuresBeforeDrop times in a row. A shopper
 * who switched a kind off gets nothing of it, and a device whose login session has ended gets nothing at all,
 * both checked when the event is fanned out and again just before each send.
 */
@Injectable()
export class PushNotificationsService implements OnModuleInit {
  private readonly logger = new Logger('WebPush');

  constructor(
    private readonly jobs: JobsService,
    private readonly subscriptions: PushSubscriptionsService,
    private readonly preferences: PushPreferencesService,
    private readonly sender: PushSender,
  ) {}

  onModuleInit(): void {
    this.jobs.handle(PUSH_EVENT_JOB, (payload) => this.fanOut(payload as unknown as PushEvent), 'pushEvents');
    this.jobs.handle(PUSH_DEVICE_JOB, (payload) => this.deliver(payload as unknown as DeviceDelivery), 'pushDeliveries');
  }

  /**
   * The job an order's committed status change sets off (the order change dispatcher queues it, once per
   * change, even after a crash): Shipped and Delivered reach the owner's devices.
   */
  orderChangeJob(order: OrderRecord, status: OrderStatus): OrderChangeJob | null {
    const event = orderStatusEvent(order, status);
    return event && { kind: PUSH_EVENT_JOB, dedupeKey: pushEventKey(event), payload: { ...event } };
  }

  /** The shop's reply to a shopper who has no chat window open. */
  chatReply(shopperId: string, message: ChatMessage): Promise<void> {
    return this.notify(chatReplyEvent(shopperId, message));
  }

  /** Queues the event once per key. Never throws: what caused it has happened already and must not fail for it. */
  async notify(event: PushEvent): Promise<void> {
    if (event.userIds.length === 0) return;
    try {
      await this.jobs.enqueue(PUSH_EVENT_JOB, pushEventKey(event), { ...event });
    } catch (error) {
      this.logger.error(`Could not queue the push ${event.key}: ${(error as Error).message}`);
    }
  }

  private async fanOut(event: PushEvent): Promise<void> {
    const wanting = await this.preferences.usersWanting(event.payload.kind, event.userIds);
    for (const device of await this.subscriptions.findLiveForUsers(wanting)) {
      const delivery: DeviceDelivery = { subscriptionId: device._id.toString(), userId: device.userId.toString(), payload: event.payload };
      await this.jobs.enqueue(PUSH_DEVICE_JOB, `push:${event.key}:${delivery.subscriptionId}`, { ...delivery });
    }
  }

  private async deliver({ subscriptionId, userId, payload }: DeviceDelivery): Promise<void> {
    const device = await this.subscriptions.findLive(subscriptionId);
    // Unsubscribed, logged out, or the device has since logged in as someone else, meanwhile.
    if (device?.userId.toString() !== userId) return;
    if ((await this.preferences.usersWanting(payload.kind, [userId])).length === 0) return;
    let outcome: 'sent' | 'gone';
    try {
      outcome = await this.sender.send(device, payload);
    } catch (error) {
      if (!(await this.subscriptions.recordFailure(device))) throw error;
      this.logger.warn(
        `Dropped push device ${subscriptionId} after ${PUSH_LIMITS.failuresBeforeDrop} failures: ${(error as Error).message}`,
      );
      return;
    }
    await (outcome === 'gone' ? this.subscriptions.remove(device) : this.subscriptions.recordSuccess(device));
  }
}
