import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { JobsService } from '../jobs/jobs.service.js';
import { PeriodicSweep } from '../jobs/periodic-sweep.js';
import { Order, type OrderRecord, type StatusChange } from './schemas/order.schema.js';

/** A job that a status change sets off; its dedupeKey must name the change, so that it is queued once. */
export interface OrderChangeJob {
  kind: string;
  dedupeKey: string;
  payload: Record<string, unknown>;
}

/** Answers the job a committed change of `order` sets off, if any. */
type AnnouncedChange = StatusChange & { id: Types.ObjectId };

export type OrderChangeSubscriber = (order: OrderRecord, change: AnnouncedChange) => OrderChangeJob | null;

// A change is normally dispatched by the request that made it; the sweep only finishes what a crash cut short.
const SWEEP_MS = 30_000;
const SWEEP_BATCH = 200;
// Matches an array holding any id, as an index range ('UnannouncedChanges.0' could not use the index; the
// embedded server's $type does not look into arrays).
const HOLDS_AN_ID = { $gte: new Types.ObjectId('000000000000000000000000') };

/**
 * Turns committed status changes into jobs. The update that changes an order's status also adds the change's
 * id to its UnannouncedChanges; here each subscriber's job for it is queued (once per key), then the id is
 * removed. A crash in between leaves the id for the sweep, whose second enqueue is a no-op: every change sets
 * off its jobs, none twice.
 */
@Injectable()
export class OrderChangeDispatcher implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OrderChangeDispatcher.name);
  private readonly subscribers: OrderChangeSubscriber[] = [];
  private readonly sweeps = new PeriodicSweep('Order change sweep', SWEEP_MS, this.logger, () => this.sweep());

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly jobs: JobsService,
  ) {}

  /** Call at start-up (onModuleInit), before the first sweep. */
  subscribe(subscriber: OrderChangeSubscriber): void {
    this.subscribers.push(subscriber);
  }

  /** Queues the jobs of the order's unannounced changes, as it was read; safe to repeat and to run on several instances. */
  async dispatch(order: OrderRecord): Promise<void> {
    for (const changeId of order.UnannouncedChanges ?? []) {
      const change = order.StatusHistory.find((entry): entry is AnnouncedChange => entry.id?.equals(changeId) === true);
      if (change) {
        for (const subscriber of this.subscribers) {
          const job = subscriber(order, change);
          if (job) await this.jobs.enqueue(job.kind, job.dedupeKey, job.payload);
        }
      }
      await this.orders.updateOne({ _id: order._id }, { $pull: { UnannouncedChanges: changeId } });
    }
  }

  /** Dispatches what requests that stopped half-way left; answers how many orders it looked at. */
  async sweep(): Promise<number> {
    const pending = await this.orders.find({ UnannouncedChanges: HOLDS_AN_ID }).limit(SWEEP_BATCH).lean<OrderRecord[]>();
    for (const order of pending) await this.dispatch(order);
    return pending.length;
  }

  onApplicationBootstrap(): void {
    this.sweeps.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.sweeps.stop();
  }
}
