import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { JSDOM } from 'jsdom';
import { createClient, type RedisClientType } from 'redis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGES_CHANNEL } from '../src/products/storefront-cache.js';
import { insertProduct, productModel } from './helpers/factories.js';
import { BACKGROUND_WAIT } from './helpers/background-wait.js';
import { clockPinnedForThisTest } from './helpers/pinned-clock.js';
import { type RedisServer, startRedisServer } from './helpers/redis-server.js';
import { createTestApp } from './helpers/test-app.js';

const INDEX_HTML = '<!doctype html><html><head><title>Kawaii Shop</title></head><body><div id="root"></div></body></html>';

/**
 * Stands in for the other backend instances: it hears what this one announces and announces writes of its
 * own. (Two apps in one test process would share the in-process write hooks and prove nothing.)
 */
describe('server pages on an instance that shares Redis with others', () => {
  let redis: RedisServer;
  let app: NestExpressApplication;
  let otherInstance: RedisClientType;
  let listener: RedisClientType;
  let dist: string;

  beforeAll(async () => {
    redis = await startRedisServer();
    dist = mkdtempSync(join(tmpdir(), 'shop-storefront-cluster-'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    app = await createTestApp({ REDIS_URL: redis.url, PWA_DIST: dist });
    otherInstance = createClient({ url: redis.url });
    listener = otherInstance.duplicate();
    // CLIENT KILL TYPE pubsub below drops the listener's connection too: it reports that as an error event.
    for (const client of [otherInstance, listener]) client.on('error', () => undefined);
    await Promise.all([otherInstance.connect(), listener.connect()]);
  });

  afterAll(async () => {
    await Promise.all([otherInstance?.close(), listener?.close()]);
    await app?.close();
    await redis?.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  const productName = async (id: string) => {
    const response = await request(app.getHttpServer()).get(`/product/${id}`).set('Accept', 'text/html').expect(200);
    // The page's own title, "Name · Kawaii Shop" (this PWA build has no server renderer: the head alone names it).
    return new JSDOM(response.text).window.document.title.split(' · ')[0];
  };

  it('announces every catalogue write to the other instances', async () => {
    let hear: (sender: string) => void = () => {};
    const announced = new Promise<string>((resolve) => (hear = resolve));
    await listener.subscribe(CHANGES_CHANNEL, (sender) => hear(sender));

    await insertProduct(app, { ProductName: 'Announced Charm' });

    expect(await announced).toEqual(expect.any(String));
  });

  it('drops its cached pages when another instance announces a write', async () => {
    // Pinned, so that the cache's own freshness period cannot refresh the page on a busy machine, before or after.
    clockPinnedForThisTest();
    const product = await insertProduct(app, { ProductName: 'Cached Everywhere' });
    expect(await productName(product._id.toString())).toBe('Cached Everywhere');
    // Written past the models, as another instance's write looks from here: nothing local clears the cache.
    await productModel(app).collection.updateOne({ _id: product._id }, { $set: { ProductName: 'Renamed Elsewhere' } });
    expect(await productName(product._id.toString())).toBe('Cached Everywhere');

    await otherInstance.publish(CHANGES_CHANNEL, 'another-instance');

    await expect.poll(() => productName(product._id.toString()), BACKGROUND_WAIT).toBe('Renamed Elsewhere');
  });

  it('drops its cached catalogue when its Redis connection comes back, having maybe missed an announcement', async () => {
    // Pinned, so that the cache's own freshness period cannot be what refreshes the catalogue.
    clockPinnedForThisTest();
    const product = await insertProduct(app, { ProductName: 'Cached Before The Drop' });
    const listedName = async () => {
      const { products } = (await request(app.getHttpServer()).get('/api/products/getProducts/all/all/1').expect(200)).body as {
        products: { _id: string; ProductName: string }[];
      };
      return products.find((listed) => listed._id === product._id.toString())?.ProductName;
    };
    expect(await listedName()).toBe('Cached Before The Drop');
    await productModel(app).collection.updateOne({ _id: product._id }, { $set: { ProductName: 'Renamed While Away' } });
    expect(await listedName()).toBe('Cached Before The Drop');

    await otherInstance.sendCommand(['CLIENT', 'KILL', 'TYPE', 'pubsub']);

    await expect.poll(listedName, { interval: 50, timeout: 10_000 }).toBe('Renamed While Away');
  });
});
