import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Server } from 'socket.io';
import type { RedisPair } from '../database/redis-connection.js';

export const CHAT_REDIS = Symbol('CHAT_REDIS');
const CHAT_ADAPTER = Symbol('CHAT_ADAPTER');

type AdapterFactory = ReturnType<typeof import('@socket.io/redis-adapter').createAdapter>;

/** The Redis adapter, loaded only when there is a Redis to share rooms through. */
export const chatAdapterProvider = {
  provide: CHAT_ADAPTER,
  inject: [CHAT_REDIS],
  useFactory: async (redis: RedisPair | null): Promise<AdapterFactory | null> => {
    if (!redis) return null;
    const { createAdapter } = await import('@socket.io/redis-adapter');
    return createAdapter(redis.publisher, redis.subscriber);
  },
};

/** With REDIS_URL, every backend instance shares chat rooms, broadcasts and fetchSockets() through Redis. */
@Injectable()
export class ChatCluster implements OnApplicationShutdown {
  constructor(
    @Inject(CHAT_REDIS) private readonly redis: RedisPair | null,
    @Inject(CHAT_ADAPTER) private readonly adapter: AdapterFactory | null,
  ) {}

  get enabled(): boolean {
    return this.redis !== null;
  }

  /** Shutting down closed the connection to Redis. */
  get closed(): boolean {
    return this.redis !== null && !this.redis.publisher.isOpen;
  }

  attach(server: Server): void {
    if (this.adapter) server.adapter(this.adapter);
  }

  /** Runs after Nest has closed the socket server, and with it the adapter's subscriptions. */
  async onApplicationShutdown(): Promise<void> {
    if (this.redis) await Promise.all([this.redis.publisher.close(), this.redis.subscriber.close()]);
  }
}
