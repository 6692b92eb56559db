import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { describe, expect, it } from 'vitest';
import { inIdOrder, MigrationRegistry, registerMigrations } from './migration-registry.js';
import type { Migration } from './migration-runner.js';

const migration = (id: string): Migration => ({ id, up: () => Promise.resolve() });

@Module({ providers: [registerMigrations(migration('2026-11-26-reviews-stars'), migration('2026-11-20-reviews'))] })
class ReviewsModule {}

@Module({ providers: [registerMigrations(migration('2026-11-22-wishlists'))] })
class WishlistsModule {}

describe('MigrationRegistry', () => {
  it('collects the migrations every module registers, in id (date) order', async () => {
    const app = await Test.createTestingModule({
      imports: [DiscoveryModule, ReviewsModule, WishlistsModule],
      providers: [MigrationRegistry],
    }).compile();
    expect(
      app
        .get(MigrationRegistry)
        .all()
        .map(({ id }) => id),
    ).toEqual(['2026-11-20-reviews', '2026-11-22-wishlists', '2026-11-26-reviews-stars']);
  });

  it('refuses an id that does not start with its day, which could not be ordered', () => {
    expect(() => inIdOrder([migration('reviews')])).toThrow(
      'Migration id reviews must start with the day it was written (YYYY-MM-DD-name)',
    );
  });

  it('refuses an id registered twice, which would run once for two changes', () => {
    expect(() => inIdOrder([migration('2026-11-20-reviews'), migration('2026-11-20-reviews')])).toThrow(
      'Migration 2026-11-20-reviews is registered twice',
    );
  });
});
