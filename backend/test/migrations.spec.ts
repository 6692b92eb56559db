import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_COLLECTION } from '../src/database/migrations/migration-runner.js';
import { database } from './helpers/accounts.js';
import { createTestApp } from './helpers/test-app.js';

describe('data migrations at start-up', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('applies every migration that a module registers', async () => {
    const applied = await database(app)
      .collection(MIGRATIONS_COLLECTION)
      .find({ appliedAt: { $ne: null } })
      .sort({ _id: 1 })
      .toArray();
    expect(applied.map(({ _id }) => _id)).toEqual([
      '2026-11-22-chat-unread-counts',
      '2026-11-22-object-id-references',
      '2026-11-26-order-notes',
      '2026-11-26-order-stock-holds',
      '2026-11-29-product-catalogue-fields',
      '2026-11-29-product-in-stock',
    ]);
  });
});
