import { Inject, Injectable } from '@nestjs/common';
import type { SitemapItemLoose } from 'sitemap';
import { CATALOGUE_TABS, cataloguePath } from '@shop/contracts/catalogue/catalogue-filter';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CATALOGUE_CACHE_LIMITS } from '../config/limits.js';
import { ProductListingsService } from '../products/product-listings.service.js';
import { isOlderThan } from '../products/storefront-cache.js';
import { productPath } from './storefront-paths.js';

export interface SitemapFiles {
  /** /sitemap.xml: the only sitemap, or the index of the numbered ones. */
  root: string;
  /** /sitemap-{n}.xml, when there is an index. */
  numbered: string[];
}

/** The storefront's public pages for crawlers: home, tabs, category pages and every listed product. */
@Injectable()
export class SitemapService {
  private latest?: { builtAt: number; files: Promise<SitemapFiles> };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly listings: ProductListingsService,
  ) {}

  /**
   * Built at most once per CATALOGUE_CACHE_LIMITS.sitemapRebuildMs, whatever the product writes: a crawler
   * reading it again and again costs one walk over the catalogue a minute, not one per write.
   */
  files(): Promise<SitemapFiles> {
    if (!this.latest || isOlderThan(this.latest.builtAt, CATALOGUE_CACHE_LIMITS.sitemapRebuildMs)) {
      const files = this.build();
      const latest = { builtAt: Date.now(), files };
      this.latest = latest;
      files.catch(() => {
        if (this.latest === latest) this.latest = undefined;
      });
    }
    return this.latest.files;
  }

  private async build(): Promise<SitemapFiles> {
    const items = [...(await this.categoryItems()), ...(await this.productItems())];
    // Past the limit /sitemap.xml becomes an index of /sitemap-{n}.xml files.
    const perFile = this.config.sitemapUrlsPerFile;
    if (items.length <= perFile) return { root: await this.urlSet(items), numbered: [] };
    const chunks = Array.from({ length: Math.ceil(items.length / perFile) }, (_, index) =>
      items.slice(index * perFile, (index + 1) * perFile),
    );
    const numbered = await Promise.all(chunks.map((chunk) => this.urlSet(chunk)));
    return { root: await this.index(numbered.length), numbered };
  }

  private async categoryItems(): Promise<SitemapItemLoose[]> {
    const { categories, ips } = await this.listings.listedTaxonomy();
    const paths = [
      '/',
      ...CATALOGUE_TABS.map(({ status }) => cataloguePath(status)),
      ...categories.map((category) => cataloguePath('all', `${category}_product`)),
      ...ips.map((ip) => cataloguePath('all', `${ip}_ip`)),
    ];
    return paths.map((url) => ({ url }));
  }

  private async productItems(): Promise<SitemapItemLoose[]> {
    const listed = await this.listings.listedProducts();
    return listed.map((product) => ({
      url: productPath(product._id.toString()),
      lastmod: product.updatedAt.toISOString(),
      img: [{ url: new URL(product.Cover, `${this.config.publicUrl}/`).href, caption: product.ProductName }],
    }));
  }

  private async urlSet(items: SitemapItemLoose[]): Promise<string> {
    const { SitemapStream, streamToPromise } = await import('sitemap');
    const stream = new SitemapStream({ hostname: this.config.publicUrl, xmlns: { image: true, news: false, video: false, xhtml: false } });
    const xml = streamToPromise(stream);
    for (const item of items) stream.write(item);
    stream.end();
    return (await xml).toString('utf8');
  }

  private async index(count: number): Promise<string> {
    const { SitemapIndexStream, streamToPromise } = await import('sitemap');
    const stream = new SitemapIndexStream();
    const xml = streamToPromise(stream);
    for (let number = 1; number <= count; number += 1) stream.write({ url: `${this.config.publicUrl}/sitemap-${number}.xml` });
    stream.end();
    return (await xml).toString('utf8');
  }
}
