import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
// The default import: Node's ESM view of mongoose has no named Connection export.
import mongoose from 'mongoose';
import { type RateLimiterAbstract, RateLimiterMongo, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisPair } from '../database/redis-connection.js';
import type { RateLimitRule } from '../config/limits.js';

export const RATE_LIMIT_REDIS = Symbol('RATE_LIMIT_REDIS');
/** Where the counts live without REDIS_URL: MongoDB deletes each when its window ends. */
export const RATE_LIMITS_COLLECTION = 'rate_limits';

/**
 * Fixed-window counters (each window starts with a subject's first hit) on rate-limiter-flexible, kept in Redis
 * with REDIS_URL and in MongoDB otherwise, so that every backend instance sees the same counts. Each hit is one
 * atomic increment; a parallel burst gets exactly the hits the limit allows.
 */
@Injectable()
export class RateLimitService implements OnApplicationShutdown {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(
    @InjectConnection() private readonly connection: mongoose.Connection,
    @Inject(RATE_LIMIT_REDIS) private readonly redis: RedisPair | null,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.redis) await Promise.all([this.redis.publisher.close(), this.redis.subscriber.close()]);
  }

  /** Counts one hit; answers whether the subject is still within the limit. */
  async hit(rule: RateLimitRule, subject: string): Promise<boolean> {
    try {
      await this.limiterOf(rule).consume(subject);
      return true;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return false;
      throw refusal;
    }
  }

  /**
   * Takes one slot of the subject's current window, or refuses when none is left: counted like a hit, so a
   * parallel burst gets exactly the slots that remain, whatever the interleaving.
   */
  reserve(rule: RateLimitRule, subject: string): Promise<boolean> {
    return this.hit(rule, subject);
  }

  /** Gives back a slot taken by reserve(), for an attempt that turned out to be legitimate. */
  async release(rule: RateLimitRule, subject: string): Promise<void> {
    await this.limiterOf(rule).reward(subject, 1);
  }

  /** Answers whether the subject has used up the limit, without counting a hit. */
  async isExhausted(rule: RateLimitRule, subject: string): Promise<boolean> {
    const counted = await this.limiterOf(rule).get(subject);
    return (counted?.consumedPoints ?? 0) >= rule.limit;
  }

  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.limiterOf(rule).delete(subject);
  }

  private limiterOf(rule: RateLimitRule): RateLimiterAbstract {
    let limiter = this.limiters.get(rule.name);
    if (!limiter) {
      const options = { keyPrefix: rule.name, points: rule.limit, duration: rule.windowMs / 1000 };
      limiter = this.redis
        ? new RateLimiterRedis({ ...options, storeClient: this.redis.publisher, useRedisPackage: true })
        : new RateLimiterMongo({ ...options, storeClient: this.connection.db, tableName: RATE_LIMITS_COLLECTION });
      this.limiters.set(rule.name, limiter);
    }
    return limiter;
  }
}
