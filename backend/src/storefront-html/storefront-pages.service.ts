import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { CATALOGUE_PAGE_SIZE, pageCount } from '@shop/contracts/pagination';
import {
  type CatalogueFilter,
  type CatalogueStatus,
  catalogueHeading,
  cataloguePath,
  isCatalogueStatus,
  NO_FILTER,
  parseCatalogueFilter,
} from '@shop/contracts/catalogue/catalogue-filter';
import { type CatalogueOptions, catalogueOptionsFromAddress } from '@shop/contracts/catalogue/catalogue-options';
import { catalogueTitle } from '@shop/contracts/catalogue/catalogue-title';
import { INVALID_PRODUCT_ID_MESSAGE } from '@shop/contracts/products/product-bodies';
import type { PageData } from '@shop/contracts/storefront/page-data';
import { BoardsService } from '../boards/boards.service.js';
import { toWelcomeBoardResponse } from '../boards/welcome-board.mapper.js';
import { parseObjectId } from '../common/object-id.js';
import { parsePageNumber } from '../common/pagination.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { toProductResponse } from '../products/product.mapper.js';
import { ProductsService } from '../products/products.service.js';
import type { ProductRecord } from '../products/schemas/product.schema.js';
import { summarize } from './html-text.js';
import { type PageHead, renderHead, SHOP_CARD_IMAGE, SHOP_DESCRIPTION, SHOP_NAME, SHOP_TITLE } from './page-head.js';
import type { PageTemplate } from './page-template.js';
import { productStructuredData } from './product-structured-data.js';
import { type CacheKind, cacheKindOf, StorefrontCache } from '../products/storefront-cache.js';
import { matchStorefrontRoute, productPath } from './storefront-paths.js';

/** The page of welcome boards the catalogue's carousel shows (the PWA's WELCOME_BOARDS_PAGE). */
const WELCOME_BOARDS_PAGE = 1;
/** About what search results show of a description. */
const DESCRIPTION_MAX_CHARS = 155;
/** The PWA's lazily loaded route modules whose styles and code a server page needs from its first paint. */
const PRODUCT_ROUTE_SOURCE = 'src/app/shop/product-route.tsx';
const CATALOGUE_ROUTE_SOURCE = 'src/app/shop/products-route.tsx';
const HOME_ROUTE_SOURCE = 'src/app/shop/home-route.tsx';
const POLICY_ROUTE_SOURCE = 'src/app/shop/policy-route.tsx';

/** `robots` goes in an X-Robots-Tag header too, for crawlers that read no HTML. */
export type ServerPage = { status: 200 | 404; html: string; robots?: PageHead['robots'] } | { redirect: string };
const PRIVATE_PAGE = 'noindex, nofollow';

/**
 * What one storefront page is made of: its head, the API answers its screens are drawn from (read here through
 * the services the API uses), and the app's route module that draws it. A screen's new first-paint read is a
 * PageData field filled here.
 */
interface StorefrontPage {
  head: PageHead;
  data: PageData;
  route: string;
  status?: 200 | 404;
}

/** The HTML each storefront URL answers: the app's own screens rendered on the server, or the app's shell. */
@Injectable()
export class StorefrontPagesService {
  private template: PageTemplate | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly products: ProductsService,
    private readonly boards: BoardsService,
    private readonly cache: StorefrontCache,
  ) {}

  /** The built index.html and the app's server build; until then (no build) there are no pages to serve. */
  useTemplate(template: PageTemplate): void {
    this.template = template;
  }

  /** `url` is the page's path and query as asked: the app is rendered at it, as the browser will hydrate it. */
  render(path: string, url: string, pageParameter: unknown): Promise<ServerPage> {
    const route = matchStorefrontRoute(path);
    switch (route.kind) {
      case 'home':
        return this.cached(url, () => Promise.resolve(this.homePage()));
      case 'policy':
        return this.cached(url, () => Promise.resolve(this.policyPage()));
      case 'private':
        return Promise.resolve(this.shell({ title: SHOP_TITLE, description: SHOP_DESCRIPTION, robots: PRIVATE_PAGE }));
      case 'catalogue':
        return this.cataloguePage(route.status, route.filter, readPageNumber(pageParameter), url);
      case 'product':
        return this.cached(url, () => this.productPage(route.id));
      case 'unknown':
        return Promise.resolve({ redirect: '/main' });
    }
  }

  /** The rendered page, kept with the catalogue it was drawn from until its next write. */
  private cached(url: string, load: () => Promise<StorefrontPage>, kind: CacheKind = 'catalogue'): Promise<ServerPage> {
    return this.cache.remember(`page:${url}`, async () => this.draw(url, await load()), kind);
  }

  private homePage(): StorefrontPage {
    return { head: this.publicHead(SHOP_TITLE, '/'), data: {}, route: HOME_ROUTE_SOURCE };
  }

  private policyPage(): StorefrontPage {
    return { head: this.publicHead(`Policy · ${SHOP_NAME}`, '/policy'), data: {}, route: POLICY_ROUTE_SOURCE };
  }

  private cataloguePage(status: string, filter: string, page: number, url: string): Promise<ServerPage> {
    const parsedFilter = parseCatalogueFilter(filter);
    if (!isCatalogueStatus(status) || !parsedFilter) return Promise.resolve({ redirect: cataloguePath('all') });
    // The sort and filters of the address, read as the app reads them (use-catalogue-params).
    const options = catalogueOptionsFromAddress(new URL(url, this.config.publicUrl).searchParams);
    return this.cached(url, () => this.catalogue(status, filter, parsedFilter, page, options), cacheKindOf(parsedFilter));
  }

  private async catalogue(
    status: CatalogueStatus,
    filter: string,
    parsedFilter: CatalogueFilter,
    page: number,
    options: CatalogueOptions,
  ): Promise<StorefrontPage> {
    const [{ items, total }, boards] = await Promise.all([
      this.products.findCataloguePage(status, parsedFilter, page, options),
      this.boards.findShownPage(WELCOME_BOARDS_PAGE),
    ]);
    const path = cataloguePath(status, filter);
    const pageUrl = (number: number) => this.absolute(number > 1 ? `${path}?page=${number}` : path);
    const title = catalogueTitle(status, filter === NO_FILTER ? null : catalogueHeading(parsedFilter));
    const head: PageHead = {
      ...this.publicHead(`${title} · ${SHOP_NAME}`, pageUrl(page)),
      // A page per typed keyword is no page to index; the products it finds are each in the sitemap.
      robots: parsedFilter.kind === 'name' ? 'noindex, follow' : undefined,
      pages: {
        prev: page > 1 ? pageUrl(page - 1) : undefined,
        next: page < pageCount(total, CATALOGUE_PAGE_SIZE) ? pageUrl(page + 1) : undefined,
      },
    };
    const data: PageData = {
      welcomeBoards: boards.items.map(toWelcomeBoardResponse),
      catalogue: {
        status,
        filter,
        page,
        ...(Object.keys(options).length > 0 && { options }),
        products: items.map(toProductResponse),
        totalItemNum: total,
      },
    };
    return { head, data, route: CATALOGUE_ROUTE_SOURCE };
  }

  private async productPage(id: string): Promise<StorefrontPage> {
    const found = await this.findListedProduct(id);
    if ('missing' in found) {
      const head: PageHead = { title: `Product not found · ${SHOP_NAME}`, description: SHOP_DESCRIPTION, robots: PRIVATE_PAGE };
      return { head, data: { productMissing: { id, ...found.missing } }, route: PRODUCT_ROUTE_SOURCE, status: 404 };
    }
    const product = found.product;
    const urls = { page: this.absolute(productPath(product._id.toString())), cover: this.absolute(product.Cover) };
    const head: PageHead = {
      title: `${product.ProductName} · ${SHOP_NAME}`,
      description: summarize(product.Description, DESCRIPTION_MAX_CHARS) || SHOP_DESCRIPTION,
      canonicalUrl: urls.page,
      share: { type: 'product', image: { url: urls.cover, alt: product.ProductName } },
      structuredData: productStructuredData(product, urls),
    };
    const related = await this.products.findRelatedProducts(product._id.toString());
    const data: PageData = { product: toProductResponse(product), relatedProducts: related.map(toProductResponse) };
    return { head, data, route: PRODUCT_ROUTE_SOURCE };
  }

  /** The product as getProduct/{id} gives it, or the status and message it refuses the id with. */
  private async findListedProduct(id: string): Promise<{ product: ProductRecord } | { missing: { status: 400 | 404; message: string } }> {
    const objectId = parseObjectId(id);
    if (!objectId) return { missing: { status: 400, message: INVALID_PRODUCT_ID_MESSAGE } };
    try {
      return { product: await this.products.findListedProduct(objectId) };
    } catch (error) {
      if (error instanceof NotFoundException) return { missing: { status: 404, message: error.message } };
      throw error;
    }
  }

  /** A home, policy or catalogue page's head: its link previews show the shop's card. */
  private publicHead(title: string, path: string): PageHead {
    return {
      title,
      description: SHOP_DESCRIPTION,
      canonicalUrl: this.absolute(path),
      share: { type: 'website', image: { url: this.absolute(SHOP_CARD_IMAGE), alt: SHOP_TITLE } },
    };
  }

  private async draw(url: string, page: StorefrontPage): Promise<ServerPage> {
    const html = await this.built().render(renderHead(page.head), { url, route: page.route, data: page.data });
    return { status: page.status ?? 200, html, robots: page.head.robots };
  }

  /** The app's shell, with an empty root: a screen the server does not draw. */
  private shell(head: PageHead): ServerPage {
    return { status: 200, html: this.built().shell(renderHead(head)), robots: head.robots };
  }

  /** Pages are served only once servePwa has found a build (pwa-hosting). */
  private built(): PageTemplate {
    if (!this.template) throw new Error('No PWA build to render storefront pages with.');
    return this.template;
  }

  private absolute(pathOrUrl: string): string {
    return new URL(pathOrUrl, `${this.config.publicUrl}/`).href;
  }
}

/** `?page=` as the app reads it: 1 when absent or not a page number. */
function readPageNumber(raw: unknown): number {
  return (typeof raw === 'string' ? parsePageNumber(raw) : undefined) ?? 1;
}
