import type { Document } from 'bson';
import type { Catalog } from '../storage/catalog.js';
import type { SecondaryIndex } from './secondary-index.js';
import { pathValues } from './path-values.js';

/** How often the monitor checks whether a sweep is due; the sweep period itself is ttlMonitorSleepSecs. */
const TICK_MS = 250;

/**
 * Deletes documents whose TTL-indexed date (the earliest, for an array) is older than
 * expireAfterSeconds, every sleepSeconds() seconds like mongod's TTL monitor.
 */
export function startTtlMonitor(catalog: Catalog, sleepSeconds: () => number, log: (line: string) => void): () => void {
  let lastSweep = Date.now();
  const timer = setInterval(() => {
    if (Date.now() - lastSweep < sleepSeconds() * 1000) return;
    lastSweep = Date.now();
    if (removeExpired(catalog, new Date(lastSweep)) > 0) {
      catalog.journal.flushed().catch((error: unknown) => log(`journal write of TTL deletes failed: ${String(error)}`));
    }
  }, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}

export function removeExpired(catalog: Catalog, now: Date): number {
  let removed = 0;
  for (const collection of catalog.allCollections()) {
    for (const index of collection.indexes.values()) {
      if (!isTtlIndex(index)) continue;
      const cutoff = now.getTime() - Number(index.spec.expireAfterSeconds) * 1000;
      for (const document of collection.documents.values()) {
        if (expiresAt(document, index.fields[0]) <= cutoff) {
          collection.remove(document);
          removed++;
        }
      }
    }
  }
  return removed;
}

function isTtlIndex(index: SecondaryIndex): boolean {
  return typeof index.spec.expireAfterSeconds === 'number' && index.fields.length === 1;
}

function expiresAt(document: Document, field: string): number {
  const times = pathValues(document, field)
    .filter((value): value is Date => value instanceof Date)
    .map((date) => date.getTime());
  return times.length > 0 ? Math.min(...times) : Infinity;
}
