import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { PaymentEvent } from './schemas/payment-event.schema.js';
import { isDuplicateKeyError } from '../common/duplicate-key.js';

// A delivery still unfinished after this long has died (a crash, a lost connection): the next may take over.
const STALLED_AFTER_MS = 60_000;

/** Makes each provider event take effect once, however often and however concurrently it is delivered. */
@Injectable()
export class PaymentEventsService {
  constructor(@InjectModel(PaymentEvent.name) private readonly events: Model<PaymentEvent>) {}

  /** Answers whether this delivery should handle the event: its first, or one taking over a stalled one. */
  async claim(eventId: string, type: string): Promise<boolean> {
    try {
      await this.events.create({ _id: eventId, type, claimedAt: new Date() });
      return true;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const takeover = await this.events.updateOne(
      { _id: eventId, processedAt: null, claimedAt: { $lt: new Date(Date.now() - STALLED_AFTER_MS) } },
      { $set: { claimedAt: new Date() } },
    );
    return takeover.modifiedCount === 1;
  }

  async markProcessed(eventId: string): Promise<void> {
    await this.events.updateOne({ _id: eventId }, { $set: { processedAt: new Date() } });
  }

  /** Handling failed: forget the event, so that the provider's retry handles it afresh. */
  async release(eventId: string): Promise<void> {
    await this.events.deleteOne({ _id: eventId, processedAt: null });
  }
}
