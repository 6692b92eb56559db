import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '@shop/contracts/chat/chat-events';
import { startRedisServer, type RedisServer } from '../../test/helpers/redis-server.js';
import { connectRedis, type RedisPair } from '../database/redis-connection.js';
import { ChatMessageRateLimit } from './chat-message-rate-limit.js';
import type { AppConfig } from '../config/app-config.js';

const LIMIT = CHAT_LIMITS.messagesPerRateWindow;
// The start of a window, so that every take below falls in it.
const WINDOW_START = 1_000 * CHAT_LIMITS.rateWindowMs;

async function takeMany(limit: ChatMessageRateLimit, userId: string, count: number, now = WINDOW_START): Promise<boolean[]> {
  return Promise.all(Array.from({ length: count }, () => limit.take(userId, now)));
}

describe('ChatMessageRateLimit in one instance', () => {
  it('takes the limit from a concurrent burst exactly and refuses the rest', async () => {
    const answers = await takeMany(new ChatMessageRateLimit(null), 'mia', LIMIT + 5);
    expect(answers.filter(Boolean)).toHaveLength(LIMIT);
    expect(answers.slice(LIMIT)).toEqual(Array(5).fill(false));
  });

  it('counts each user apart', async () => {
    const limit = new ChatMessageRateLimit(null);
    await takeMany(limit, 'mia', LIMIT);
    expect(await limit.take('leo', WINDOW_START)).toBe(true);
    expect(await limit.take('mia', WINDOW_START)).toBe(false);
  });

  it('starts afresh in the next window, not before', async () => {
    const limit = new ChatMessageRateLimit(null);
    await takeMany(limit, 'mia', LIMIT);
    expect(await limit.take('mia', WINDOW_START + CHAT_LIMITS.rateWindowMs - 1)).toBe(false);
    expect(await limit.take('mia', WINDOW_START + CHAT_LIMITS.rateWindowMs)).toBe(true);
  });
});

describe('ChatMessageRateLimit across instances sharing Redis', () => {
  let redis: RedisServer;
  let pair: RedisPair;

  beforeAll(async () => {
    redis = await startRedisServer();
    pair = (await connectRedis({ redisUrl: redis.url } as AppConfig))!;
  });
  afterAll(async () => {
    await Promise.all([pair.publisher.close(), pair.subscriber.close()]);
    await redis.stop();
  });

  it('shares one count between instances, exact under a concurrent burst', async () => {
    const [first, second] = [new ChatMessageRateLimit(pair), new ChatMessageRateLimit(pair)];
    const now = Date.now();
    const answers = (await Promise.all([takeMany(first, 'mia', LIMIT, now), takeMany(second, 'mia', LIMIT, now)])).flat();
    expect(answers.filter(Boolean)).toHaveLength(LIMIT);
    expect(await first.take('leo', now)).toBe(true);
  });

  it('lets Redis forget a window once it is over', async () => {
    const now = Date.now();
    await new ChatMessageRateLimit(pair).take('zoe', now);
    const key = `chat-messages:zoe:${now - (now % CHAT_LIMITS.rateWindowMs)}`;
    expect(await pair.publisher.pTTL(key)).toBeGreaterThan(0);
  });
});
