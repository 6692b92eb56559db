import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHAT_SERVER_EVENTS } from '@shop/contracts/chat/chat-events';
import { ChatCluster } from '../src/chat/chat-cluster.js';
import { ChatRooms } from '../src/chat/chat-rooms.js';
import { STAFF_ROOM } from '../src/chat/chat-socket.js';
import { listenOnFreePort } from './helpers/chat.js';
import { type RedisServer, startRedisServer } from './helpers/redis-server.js';
import { createTestApp } from './helpers/test-app.js';

let redis: RedisServer;
let app: NestExpressApplication;

beforeAll(async () => {
  redis = await startRedisServer();
  app = await createTestApp({ REDIS_URL: redis.url });
  await listenOnFreePort(app);
});
afterAll(async () => {
  await app.close();
  await redis.stop();
});

it('a presence change told after shutting down closed Redis is dropped, not an unhandled rejection', async () => {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', record);
  try {
    await app.get(ChatCluster).onApplicationShutdown();
    app.get(ChatRooms).emit(STAFF_ROOM, CHAT_SERVER_EVENTS.shopperPresence, [{ conversationId: 'a'.repeat(24), online: false }]);
    await new Promise(setImmediate);
    expect(unhandled).toEqual([]);
  } finally {
    process.off('unhandledRejection', record);
  }
});
