import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { RateLimitCounter } from './schemas/rate-limit-counter.schema.js';
import { isDuplicateKeyError } from '../common/duplicate-key.js';
import type { RateLimitRule } from '../config/limits.js';

/**
 * Fixed-window counters kept in MongoDB, so that every backend instance sees the same counts.
 * Each hit is one atomic upsert; no counter is read and written back.
 */
@Injectable()
export class RateLimitService implements OnModuleInit {
  constructor(@InjectModel(RateLimitCounter.name) private readonly counters: Model<RateLimitCounter>) {}

  async onModuleInit(): Promise<void> {
    // The unique index must exist before two concurrent upserts can be told apart.
    await this.counters.init();
  }

  /** Counts one hit; answers whether the subject is still within the limit. */
  async hit(rule: RateLimitRule, subject: string): Promise<boolean> {
    const hits = await this.incrementCurrentWindow(rule, subject);
    return hits <= rule.limit;
  }

  /**
   * Takes one slot of the subject's current window, or refuses when none is left, in one conditional
   * upsert: a parallel burst gets exactly the slots that remain, whatever the interleaving.
   */
  async reserve(rule: RateLimitRule, subject: string): Promise<boolean> {
    const filter = { ...this.currentWindowFilter(rule, subject), hits: { $lt: rule.limit } };
    const update = {
      $inc: { hits: 1 },
      $setOnInsert: { expiresAt: new Date(filter.windowStart.getTime() + rule.windowMs) },
    };
    for (let tries = 0; tries < 2; tries += 1) {
      try {
        await this.counters.updateOne(filter, update, { upsert: true });
        return true;
      } catch (error) {
        // A full window's counter does not match the filter, so the upsert's insert collides with it;
        // on the first try the collision may instead be another first hit's insert, hence one retry.
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
    return false;
  }

  /** Gives back a slot taken by reserve(), for an attempt that turned out to be legitimate. */
  async release(rule: RateLimitRule, subject: string): Promise<void> {
    await this.counters.updateOne({ ...this.currentWindowFilter(rule, subject), hits: { $gt: 0 } }, { $inc: { hits: -1 } });
  }

  /** Answers whether the subject has used up the limit, without counting a hit. */
  async isExhausted(rule: RateLimitRule, subject: string): Promise<boolean> {
    const counter = await this.counters.findOne(this.currentWindowFilter(rule, subject), { hits: 1 }).lean();
    return (counter?.hits ?? 0) >= rule.limit;
  }

  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.counters.deleteMany({ key: counterKey(rule, subject) });
  }

  private async incrementCurrentWindow(rule: RateLimitRule, subject: string): Promise<number> {
    const filter = this.currentWindowFilter(rule, subject);
    const update = {
      $inc: { hits: 1 },
      $setOnInsert: { expiresAt: new Date(filter.windowStart.getTime() + rule.windowMs) },
    };
    const options = { upsert: true, returnDocument: 'after', lean: true } as const;
    try {
      return (await this.counters.findOneAndUpdate(filter, update, options))!.hits;
    } catch (error) {
      // Two first hits raced to insert the window's counter; the loser now finds it and increments.
      if (!isDuplicateKeyError(error)) throw error;
      return (await this.counters.findOneAndUpdate(filter, update, options))!.hits;
    }
  }

  private currentWindowFilter(rule: RateLimitRule, subject: string) {
    const windowStart = new Date(Math.floor(Date.now() / rule.windowMs) * rule.windowMs);
    return { key: counterKey(rule, subject), windowStart };
  }
}

function counterKey(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${subject}`;
}
