import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobsService } from '../jobs/jobs.service.js';
import { OrderChangeDispatcher } from '../orders/order-change-dispatcher.js';
import { BackInStockService } from './back-in-stock.service.js';

/** A canceled order's products, whose returned stock is recorded (never announced) once the order has given it back. */
export const RESTOCK_CHECK_JOB = 'push:restock-check';

interface RestockCheck {
  orderId: string;
  productIds: string[];
}

/**
 * Stock that a cancellation gives back is recorded by a job of the order change dispatcher, after the
 * cancellation is committed, rather than by the stock release itself: giving stock back and clearing the
 * order's flag stay two writes apart. Recorded, so that the next admin edit does not announce it as a restock.
 */
@Injectable()
export class RestockOrderChanges implements OnModuleInit {
  constructor(
    private readonly dispatcher: OrderChangeDispatcher,
    private readonly jobs: JobsService,
    private readonly backInStock: BackInStockService,
  ) {}

  onModuleInit(): void {
    this.jobs.handle(
      RESTOCK_CHECK_JOB,
      (payload) => {
        const { orderId, productIds } = payload as unknown as RestockCheck;
        return this.backInStock.stockReturned(orderId, productIds);
      },
      'pushEvents',
    );
    this.dispatcher.subscribe((order, change) => {
      if (change.to !== 'Canceled') return null;
      const check: RestockCheck = { orderId: order._id.toString(), productIds: order.BuyItem.map((item) => item.proid.toString()) };
      return { kind: RESTOCK_CHECK_JOB, dedupeKey: `${RESTOCK_CHECK_JOB}:${change.id.toString()}`, payload: { ...check } };
    });
  }
}
