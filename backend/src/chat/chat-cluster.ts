import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Server } from 'socket.io';
import type { RedisPair } from '../database/redis-connection.js';

export const CHAT_REDIS = Symbol('CHAT_REDIS');

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
