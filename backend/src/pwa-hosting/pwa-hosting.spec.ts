import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './pwa-hosting.js';

describe('cacheControlFor', () => {
  it('caches hashed assets for a year as immutable', () => {
    expect(cacheControlFor(join('assets', 'index-abc123.js'))).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the entry files on every load', () => {
    for (const file of ['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest', 'push-handlers.js']) {
      expect(cacheControlFor(file)).toBe('no-cache');
    }
  });

  it('caches other files briefly', () => {
    expect(cacheControlFor('pwa-192x192.png')).toBe('public, max-age=3600');
  });
});
