import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient, type RedisClientType } from 'redis';
import type { Server } from 'socket.io';
import type { AppConfig } from '../config/app-config.js';

export const CHAT_REDIS = Symbol('CHAT_REDIS');
const CONNECT_TIMEOUT_MS = 10_000;
const MAX_RECONNECT_DELAY_MS = 5_000;
const logger = new Logger('ChatCluster');

/** The Redis adapter's two connections: one publishes, one stays in subscriber mode. */
export interface RedisPair {
  publisher: RedisClientType;
  subscriber: RedisClientType;
}

/** Connects to REDIS_URL when it is set (start-up fails with a clear message when it cannot); null without it. */
export async function connectChatRedis(config: AppConfig): Promise<RedisPair | null> {
  if (!config.redisUrl) return null;
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
    throw new Error(`Cannot connect to Redis at REDIS_URL (${(error as Error).message})`);
  }
  connected = true;
  return { publisher, subscriber };
}

/** With REDIS_URL, every backend instance shares chat rooms, broadcasts and fetchSockets() through Redis. */
@Injectable()
export class ChatCluster implements OnApplicationShutdown {
  constructor(@Inject(CHAT_REDIS) private readonly redis: RedisPair | null) {}

  get enabled(): boolean {
    return this.redis !== null;
  }

  /** Shutting down closed the connection to Redis. */
  get closed(): boolean {
    return this.redis !== null && !this.redis.publisher.isOpen;
  }

  attach(server: Server): void {
    if (this.redis) server.adapter(createAdapter(this.redis.publisher, this.redis.subscriber));
  }

  /** Runs after Nest has closed the socket server, and with it the adapter's subscriptions. */
  async onApplicationShutdown(): Promise<void> {
    if (this.redis) await Promise.all([this.redis.publisher.close(), this.redis.subscriber.close()]);
  }
}
