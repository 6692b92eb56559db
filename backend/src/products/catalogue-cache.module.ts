import { Module } from '@nestjs/common';
import { connectRedis } from '../database/redis-connection.js';
import { APP_CONFIG } from '../config/app-config.js';
import { STOREFRONT_REDIS, StorefrontCache } from './storefront-cache.js';

/** The one cache of catalogue reads, cleared on every product or board write on any instance: server pages and the catalogue API share it. */
@Module({
  providers: [
    // Its own Redis pair: a subscribed connection can do nothing else.
    { provide: STOREFRONT_REDIS, inject: [APP_CONFIG], useFactory: connectRedis },
    StorefrontCache,
  ],
  exports: [StorefrontCache],
})
export class CatalogueCacheModule {}
