import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { RedisPair } from '../chat/chat-cluster.js';
import { onCatalogueWrite } from './catalogue-writes.js';

export const STOREFRONT_REDIS = Symbol('STOREFRONT_REDIS');
export const CHANGES_CHANNEL = 'storefront:catalogue-changed';
/** Searches make endless keys: past this many pages the oldest entry goes. */
const MAX_ENTRIES = 5_000;

/**
 * Server pages and sitemaps made from the catalogue, kept until the next product or board write on any
 * instance: a write here clears this instance's entries before the write's answer is sent, and with
 * REDIS_URL it tells the other instances through Redis pub/sub.
 */
@Injectable()
export class StorefrontCache implements OnModuleInit, OnApplicationShutdown {
  private entries = new Map<string, Promise<unknown>>();
  private currentVersion = randomUUID();
  private readonly instanceId = randomUUID();
  private stopListening = () => {};

  constructor(@Inject(STOREFRONT_REDIS) private readonly redis: RedisPair | null) {}

  async onModuleInit(): Promise<void> {
    this.stopListening = onCatalogueWrite(() => this.clearEverywhere());
    await this.redis?.subscriber.subscribe(CHANGES_CHANNEL, (sender) => {
      if (sender !== this.instanceId) this.clear();
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopListening();
    if (this.redis) await Promise.all([this.redis.publisher.close(), this.redis.subscriber.close()]);
  }

  /**
   * The value kept under `key`, else what `make` gives (concurrent misses share one call). A value made
   * while a write came in lands in the map that write discarded, so it is never served afterwards.
   */
  remember<T>(key: string, make: () => Promise<T>): Promise<T> {
    const entries = this.entries;
    const kept = entries.get(key) as Promise<T> | undefined;
    if (kept) return kept;
    const made = make();
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, made);
    made.catch(() => entries.delete(key));
    return made;
  }

  /**
   * Names what the catalogue holds on this instance; a new one after each write. Random rather than a
   * counter, so two instances never give different data the same name (an ETag matching by chance).
   */
  get version(): string {
    return this.currentVersion;
  }

  private clear(): void {
    this.entries = new Map();
    this.currentVersion = randomUUID();
  }

  private async clearEverywhere(): Promise<void> {
    this.clear();
    await this.redis?.publisher.publish(CHANGES_CHANNEL, this.instanceId);
  }
}
