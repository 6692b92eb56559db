import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { RedisPair } from '../database/redis-connection.js';
import { CATALOGUE_CACHE_LIMITS } from '../config/limits.js';
import type { CatalogueFilter } from '@shop/contracts/catalogue/catalogue-filter';

export const STOREFRONT_REDIS = Symbol('STOREFRONT_REDIS');
export const CHANGES_CHANNEL = 'storefront:catalogue-changed';

/** Searches make endless keys: their results are kept apart, in a small store of their own. */
export type CacheKind = 'catalogue' | 'search';

export function cacheKindOf(filter: CatalogueFilter): CacheKind {
  return filter.kind === 'name' ? 'search' : 'catalogue';
}

/** lru-cache keeps objects only: a value made (even null) is kept wrapped. */
interface Kept {
  value: unknown;
}

/** What a generation of the cache holds: its values, and the ones being made. */
interface Generation {
  version: string;
  startedAt: number;
  stores: Record<CacheKind, LRUCache<string, Kept>>;
  making: Map<string, Promise<unknown>>;
  /** Whether its version was read or a value asked of it: until then, a write has nothing of it to discard. */
  handedOut: boolean;
}

/**
 * Server pages, API pages and such made from the catalogue, for at most CATALOGUE_CACHE_LIMITS.freshForMs
 * (then the whole cache starts afresh, so a change made past the shop, a script or another version during a
 * deploy, shows within that time) and until the next product or board write on any instance: each write
 * service calls invalidate before the write's answer is sent, which clears this instance's entries, and with REDIS_URL tells the other
 * instances through Redis pub/sub; an instance whose Redis connection comes back, having maybe missed some
 * of those, clears its own. Capped in bytes (least recently used out first).
 */
@Injectable()
export class StorefrontCache implements OnModuleInit, OnApplicationShutdown {
  private generation = newGeneration();
  private readonly instanceId = randomUUID();

  constructor(@Inject(STOREFRONT_REDIS) private readonly redis: RedisPair | null) {}

  async onModuleInit(): Promise<void> {
    await this.redis?.subscriber.subscribe(CHANGES_CHANNEL, (sender) => {
      if (sender !== this.instanceId) this.clear();
    });
    // Connected already: 'ready' now means a reconnection, after which messages may have been missed.
    this.redis?.subscriber.on('ready', () => this.clear());
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis) await Promise.all([this.redis.publisher.close(), this.redis.subscriber.close()]);
  }

  /**
   * The value kept under `key`, else what `make` gives (concurrent misses share one call). A value made
   * while a write came in lands in the generation that write discarded, so it is never served afterwards.
   */
  remember<T>(key: string, make: () => Promise<T>, kind: CacheKind = 'catalogue'): Promise<T> {
    const generation = this.current();
    generation.handedOut = true;
    const store = generation.stores[kind];
    const kept = store.get(key);
    if (kept) return Promise.resolve(kept.value as T);
    const makingKey = `${kind}\u0000${key}`;
    const pending = generation.making.get(makingKey) as Promise<T> | undefined;
    if (pending) return pending;
    const made = make();
    generation.making.set(makingKey, made);
    made.then(
      (value) => {
        generation.making.delete(makingKey);
        store.set(key, { value });
      },
      () => generation.making.delete(makingKey),
    );
    return made;
  }

  /**
   * Names what the catalogue holds on this instance; a new one after each write and each freshness period.
   * Random rather than a counter, so two instances never give different data the same name (an ETag
   * matching by chance).
   */
  get version(): string {
    const generation = this.current();
    generation.handedOut = true;
    return generation.version;
  }

  private current(): Generation {
    if (isOlderThan(this.generation.startedAt, CATALOGUE_CACHE_LIMITS.freshForMs)) this.clear();
    return this.generation;
  }

  /**
   * Every stock take clears: a generation nobody read stays, its clock restarted, rather than two new stores made (0.9%
   * of the shop's profile in bench:checkout, about 30 µs a checkout). Remove when making a generation costs little.
   */
  private clear(): void {
    if (this.generation.handedOut) this.generation = newGeneration();
    else this.generation.startedAt = Date.now();
  }

  /** A write changed what the storefront shows: every instance's entries go. */
  async invalidate(): Promise<void> {
    this.clear();
    await this.redis?.publisher.publish(CHANGES_CHANNEL, this.instanceId);
  }
}

function newGeneration(): Generation {
  return {
    version: randomUUID(),
    startedAt: Date.now(),
    stores: { catalogue: boundedStore(CATALOGUE_CACHE_LIMITS.maxBytes), search: boundedStore(CATALOGUE_CACHE_LIMITS.searchMaxBytes) },
    making: new Map(),
    handedOut: false,
  };
}

function boundedStore(maxSize: number): LRUCache<string, Kept> {
  return new LRUCache<string, Kept>({ maxSize, sizeCalculation: ({ value }) => sizeOf(value) });
}

/** Characters of the value's HTML or JSON: close enough to its bytes to bound the heap it takes. */
function sizeOf(value: unknown): number {
  if (typeof value === 'string') return Math.max(1, value.length);
  return value === undefined ? 1 : Math.max(1, JSON.stringify(value).length);
}

/** A clock set back (NTP, a test's pinned clock) counts as time gone by: nothing is kept for ever. */
export function isOlderThan(startedAt: number, ageMs: number, now = Date.now()): boolean {
  return now < startedAt || now - startedAt >= ageMs;
}
