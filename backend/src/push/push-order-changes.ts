import { Injectable, type OnModuleInit } from '@nestjs/common';
import { OrderChangeDispatcher } from '../orders/order-change-dispatcher.js';
import { PushNotificationsService } from './push-notifications.service.js';

/** Subscribes the order pushes to the order change dispatcher, the one place committed status changes set work off. */
@Injectable()
export class PushOrderChanges implements OnModuleInit {
  constructor(
    private readonly dispatcher: OrderChangeDispatcher,
    private readonly push: PushNotificationsService,
  ) {}

  onModuleInit(): void {
    this.dispatcher.subscribe((order, change) => this.push.orderChangeJob(order, change.to));
  }
}
