import { Logger } from '@nestjs/common';
import type { RedisClientType } from 'redis';
import type { AppConfig } from '../config/app-config.js';

const CONNECT_TIMEOUT_MS = 10_000;
const MAX_RECONNECT_DELAY_MS = 5_000;
const logger = new Logger('Redis');

/** Two connections to REDIS_URL: one publishes and commands, one stays in subscriber mode. */
export interface RedisPair {
  publisher: RedisClientType;
  subscriber: RedisClientType;
}

/**
 * Connects to REDIS_URL when it is set (start-up fails with a clear message when it cannot); null without it, and
 * then the Redis client is never loaded. Each user (chat adapter, rate limits, catalogue cache) asks for its own pair.
 */
export async function connectRedis(config: AppConfig): Promise<RedisPair | null> {
  if (!config.redisUrl) return null;
  const { createClient } = await import('redis');
  let connected = false;
  // Fails the first connection at once (a wrong REDIS_URL should stop start-up); later drops are retried.
  const reconnectStrategy = (retries: number, cause: Error) => (connected ? Math.min(retries * 100, MAX_RECONNECT_DELAY_MS) : cause);
  const publisher: RedisClientType = createClient({
    url: config.redisUrl,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy },
  });
  const subscriber = publisher.duplicate();
  const clients = [publisher, subscriber];
  // node-redis emits 'error' on every failed (re)connection: unheard, that would crash the process.
  for (const client of clients) client.on('error', (error: Error) => logger.error(`Redis: ${error.message}`));
  try {
    await Promise.all(clients.map((client) => client.connect()));
  } catch (error) {
    for (const client of clients) if (client.isOpen) client.destroy();
    throw new Error(`Cannot connect to Redis at REDIS_URL (${(error as Error).message})`, { cause: error });
  }
  connected = true;
  return { publisher, subscriber };
}
