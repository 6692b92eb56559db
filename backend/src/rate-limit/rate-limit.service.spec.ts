import { MongooseModule, getConnectionToken } from '@nestjs/mongoose';
import { Test, type TestingModule } from '@nestjs/testing';
import type { Collection, Connection } from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongo } from '@shop/embedded-mongo';
import { RateLimitModule } from './rate-limit.module.js';
import type { RateLimitRule } from '../config/limits.js';
import { RATE_LIMIT_REDIS, RATE_LIMITS_COLLECTION, RateLimitService } from './rate-limit.service.js';

const THREE_A_MINUTE: RateLimitRule = { name: 'test-three-a-minute', limit: 3, windowMs: 60_000 };

describe('RateLimitService', () => {
  let server: EmbeddedMongo | undefined;
  let module: TestingModule | undefined;
  let limits: RateLimitService;
  let counters: Collection;

  beforeAll(async () => {
    server = await startEmbeddedMongo({ log: () => undefined });
    module = await Test.createTestingModule({
      imports: [MongooseModule.forRoot(server.uri, { dbName: 'rate-limit-test' }), RateLimitModule],
    })
      // Without REDIS_URL: counted in MongoDB.
      .overrideProvider(RATE_LIMIT_REDIS)
      .useValue(null)
      .compile();
    await module.init();
    limits = module.get(RateLimitService);
    counters = module.get<Connection>(getConnectionToken()).collection(RATE_LIMITS_COLLECTION);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await module?.close();
    await server?.close();
  });
  beforeEach(async () => {
    // Windows follow the clock: a test running across a minute's end would count its hits in two windows.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T10:00:30Z'));
    await counters.deleteMany({});
  });

  it('allows hits up to the limit and refuses the next', async () => {
    const answers = [];
    for (let hit = 0; hit < 4; hit += 1) answers.push(await limits.hit(THREE_A_MINUTE, 'mia@example.com'));
    expect(answers).toEqual([true, true, true, false]);
  });

  it('counts each subject apart', async () => {
    for (let hit = 0; hit < 3; hit += 1) await limits.hit(THREE_A_MINUTE, 'mia@example.com');
    expect(await limits.hit(THREE_A_MINUTE, 'leo@example.com')).toBe(true);
  });

  it('counts concurrent hits exactly, with no lost update', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => limits.hit(THREE_A_MINUTE, '127.0.0.1')));
    expect(answers.filter(Boolean)).toHaveLength(3);
  });

  it('reserves exactly the slots left to a parallel burst, and no more once they are gone', async () => {
    await limits.reserve(THREE_A_MINUTE, 'mia@example.com');
    const answers = await Promise.all(Array.from({ length: 20 }, () => limits.reserve(THREE_A_MINUTE, 'mia@example.com')));
    expect(answers.filter(Boolean)).toHaveLength(2);
    expect(await limits.reserve(THREE_A_MINUTE, 'mia@example.com')).toBe(false);
    expect(await limits.isExhausted(THREE_A_MINUTE, 'mia@example.com')).toBe(true);
  });

  it('gives a reserved slot back on release', async () => {
    for (let slot = 0; slot < 3; slot += 1) await limits.reserve(THREE_A_MINUTE, 'mia@example.com');
    await limits.release(THREE_A_MINUTE, 'mia@example.com');
    expect(await limits.reserve(THREE_A_MINUTE, 'mia@example.com')).toBe(true);
    expect(await limits.reserve(THREE_A_MINUTE, 'mia@example.com')).toBe(false);
  });

  it('tells whether a subject is exhausted without counting', async () => {
    expect(await limits.isExhausted(THREE_A_MINUTE, 'mia@example.com')).toBe(false);
    for (let hit = 0; hit < 3; hit += 1) await limits.hit(THREE_A_MINUTE, 'mia@example.com');
    expect(await limits.isExhausted(THREE_A_MINUTE, 'mia@example.com')).toBe(true);
    expect(await limits.isExhausted(THREE_A_MINUTE, 'mia@example.com')).toBe(true);
  });

  it('starts afresh in the next window, a window after the first hit', async () => {
    for (let hit = 0; hit < 3; hit += 1) await limits.hit(THREE_A_MINUTE, 'mia@example.com');
    expect(await limits.hit(THREE_A_MINUTE, 'mia@example.com')).toBe(false);
    vi.setSystemTime(new Date('2030-01-01T10:01:29Z'));
    expect(await limits.hit(THREE_A_MINUTE, 'mia@example.com')).toBe(false);
    vi.setSystemTime(new Date('2030-01-01T10:01:30Z'));
    expect(await limits.hit(THREE_A_MINUTE, 'mia@example.com')).toBe(true);
  });

  it('forgets a subject on reset', async () => {
    for (let hit = 0; hit < 3; hit += 1) await limits.hit(THREE_A_MINUTE, 'mia@example.com');
    await limits.reset(THREE_A_MINUTE, 'mia@example.com');
    expect(await limits.isExhausted(THREE_A_MINUTE, 'mia@example.com')).toBe(false);
  });

  it('lets MongoDB delete counters when their window ends', async () => {
    const indexes = await counters.indexes();
    expect(indexes).toContainEqual(expect.objectContaining({ key: { expire: -1 }, expireAfterSeconds: 0 }));
  });
});
