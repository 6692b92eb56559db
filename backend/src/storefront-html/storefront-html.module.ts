import { Module } from '@nestjs/common';
import { BoardsModule } from '../boards/boards.module.js';
import { connectChatRedis } from '../chat/chat-cluster.js';
import { APP_CONFIG } from '../config/app-config.js';
import { ProductsModule } from '../products/products.module.js';
import { SitemapService } from './sitemap.service.js';
import { STOREFRONT_REDIS, StorefrontCache } from './storefront-cache.js';
import { StorefrontPagesService } from './storefront-pages.service.js';

/** Server HTML, robots.txt and the sitemap, for crawlers and link previews; served by pwa-hosting. */
@Module({
  imports: [ProductsModule, BoardsModule],
  providers: [
    // Its own Redis pair: a subscribed connection can do nothing else.
    { provide: STOREFRONT_REDIS, inject: [APP_CONFIG], useFactory: connectChatRedis },
    StorefrontCache,
    StorefrontPagesService,
    SitemapService,
  ],
  exports: [StorefrontPagesService, SitemapService],
})
export class StorefrontHtmlModule {}
