import { Injectable } from '@nestjs/common';
import { DomainEventBus } from '../common/events/domain-event-bus.js';
import { BackInStockService } from './back-in-stock.service.js';
import { PushNotificationsService } from './push-notifications.service.js';
import { PushSubscriptionsService } from './push-subscriptions.service.js';

/**
 * What push does on other features' events: sell-outs and admin stock edits feed the restock alerts, a
 * reply the shopper cannot see is pushed, and a device stops hearing about an account logged out on it.
 */
@Injectable()
export class PushEventSubscriptions {
  // Subscribed at construction, before any module's start-up work (such as the checkout reconciler) can publish.
  constructor(
    bus: DomainEventBus,
    backInStock: BackInStockService,
    notifications: PushNotificationsService,
    subscriptions: PushSubscriptionsService,
  ) {
    bus.subscribe('stock.soldOut', ({ subTypes }) => backInStock.markSoldOut(subTypes));
    bus.subscribe('stock.edited', ({ productIds }) => backInStock.stockChanged(productIds));
    bus.subscribe('chat.replyUnseen', ({ shopperId, message }) => notifications.chatReply(shopperId, message));
    bus.subscribe('session.ending', ({ sessionId }) => subscriptions.removeForSession(sessionId));
  }
}
