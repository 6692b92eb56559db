import { Module } from '@nestjs/common';
import { BoardsModule } from '../boards/boards.module.js';
import { ProductsModule } from '../products/products.module.js';
import { CatalogueCacheModule } from '../products/catalogue-cache.module.js';
import { SitemapService } from './sitemap.service.js';
import { StorefrontPagesService } from './storefront-pages.service.js';

/** Server HTML, robots.txt and the sitemap, for crawlers and link previews; served by pwa-hosting. */
@Module({
  imports: [ProductsModule, BoardsModule, CatalogueCacheModule],
  providers: [StorefrontPagesService, SitemapService],
  exports: [StorefrontPagesService, SitemapService],
})
export class StorefrontHtmlModule {}
