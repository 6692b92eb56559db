import { Inject, Injectable } from '@nestjs/common';
import { CHAT_LIMITS } from '@shop/contracts/chat/chat-events';
import type { RedisPair } from '../database/redis-connection.js';
import { CHAT_REDIS } from './chat-cluster.js';

/**
 * How many messages each user may send per fixed window (windows start at multiples of its length).
 * Counted in this instance's memory: a single instance sees every message, and a count in memory
 * cannot race. With REDIS_URL, several instances share each count through Redis's atomic INCR.
 */
@Injectable()
export class ChatMessageRateLimit {
  private windowStart = 0;
  // Every user's window starts together, so a new window simply starts every count afresh.
  private readonly sentInWindow = new Map<string, number>();

  constructor(@Inject(CHAT_REDIS) private readonly redis: RedisPair | null) {}

  /** Counts one message of the user; answers whether it is within the limit. */
  async take(userId: string, now = Date.now()): Promise<boolean> {
    const windowStart = now - (now % CHAT_LIMITS.rateWindowMs);
    const sent = this.redis ? await countInRedis(this.redis, userId, windowStart) : this.countInMemory(userId, windowStart);
    return sent <= CHAT_LIMITS.messagesPerRateWindow;
  }

  private countInMemory(userId: string, windowStart: number): number {
    if (windowStart !== this.windowStart) {
      this.windowStart = windowStart;
      this.sentInWindow.clear();
    }
    const sent = (this.sentInWindow.get(userId) ?? 0) + 1;
    this.sentInWindow.set(userId, sent);
    return sent;
  }
}

async function countInRedis(redis: RedisPair, userId: string, windowStart: number): Promise<number> {
  const key = `chat-messages:${userId}:${windowStart}`;
  const [sent] = await redis.publisher.multi().incr(key).pExpire(key, CHAT_LIMITS.rateWindowMs).exec();
  return Number(sent);
}
