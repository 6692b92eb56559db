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
import { type PageHead, renderHead, SHOP_DESCRIPTION, SHOP_NAME, SHOP_TITLE } from './page-head.js';
import { catalogueMain, homeMain, productMain, productNotFoundMain, shopLayout } from './page-markup.js';
import { PageTemplate } from './page-template.js';
import { productStructuredData } from './product-structured-data.js';
import { cacheKindOf, StorefrontCache } from './storefront-cache.js';
import { matchStorefrontRoute, productPath } from './storefront-paths.js';

/** The page of welcome boards the catalogue's carousel shows (the PWA's WELCOME_BOARDS_PAGE). */
const WELCOME_BOARDS_PAGE = 1;
/** About what search results show of a description. */
const DESCRIPTION_MAX_CHARS = 155;
/** The PWA's lazily loaded route modules whose styles a server page needs from its first paint. */
const PRODUCT_ROUTE_SOURCE = 'src/app/shop/product-route.tsx';
const CATALOGUE_ROUTE_SOURCE = 'src/app/shop/products-route.tsx';
const HOME_ROUTE_SOURCE = 'src/app/shop/home-route.tsx';

/** `robots` goes in an X-Robots-Tag header too, for crawlers that read no HTML. */
export type ServerPage = { status: 200 | 404; html: string; robots?: PageHead['robots'] } | { redirect: string };
const PRIVATE_PAGE = 'noindex, nofollow';

/** The HTML each storefront URL answers before any script runs. */
@Injectable()
export class StorefrontPagesService {
  private template: PageTemplate | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly products: ProductsService,
    private readonly boards: BoardsService,
    private readonly cache: StorefrontCache,
  ) {}

  /** Reads the built index.html; until then (no build) there are no pages to serve. */
  useTemplate(template: PageTemplate): void {
    this.template = template;
  }

  render(path: string, pageParameter: unknown): Promise<ServerPage> {
    const route = matchStorefrontRoute(path);
    switch (route.kind) {
      case 'home':
        return this.cache.remember('home', () => Promise.resolve(this.homePage()));
      case 'policy':
        return this.cache.remember('policy', () =>
          Promise.resolve(
            this.page({ title: `Policy · ${SHOP_NAME}`, description: SHOP_DESCRIPTION, canonicalUrl: this.absolute('/policy') }),
          ),
        );
      case 'private':
        return Promise.resolve(this.page({ title: SHOP_TITLE, description: SHOP_DESCRIPTION, robots: PRIVATE_PAGE }));
      case 'catalogue':
        return this.cataloguePage(route.status, route.filter, readPageNumber(pageParameter));
      case 'product':
        return this.cache.remember(`product:${route.id}`, () => this.productPage(route.id));
      case 'unknown':
        return Promise.resolve({ redirect: '/main' });
    }
  }

  private homePage(): ServerPage {
    const head = {
      title: SHOP_TITLE,
      description: SHOP_DESCRIPTION,
      canonicalUrl: this.absolute('/'),
      share: { type: 'website' as const },
    };
    return this.page(head, { html: homeMain(), readyWhen: '.home', route: HOME_ROUTE_SOURCE });
  }

  private cataloguePage(status: string, filter: string, page: number): Promise<ServerPage> {
    const parsedFilter = parseCatalogueFilter(filter);
    if (!isCatalogueStatus(status) || !parsedFilter) return Promise.resolve({ redirect: cataloguePath('all') });
    return this.cache.remember(
      `catalogue:${status}:${filter}:${page}`,
      () => this.renderCatalogue(status, filter, parsedFilter, page),
      cacheKindOf(parsedFilter),
    );
  }

  private async renderCatalogue(status: CatalogueStatus, filter: string, parsedFilter: CatalogueFilter, page: number): Promise<ServerPage> {
    const [{ items, total }, boards] = await Promise.all([
      this.products.findCataloguePage(status, parsedFilter, page),
      this.boards.findShownPage(WELCOME_BOARDS_PAGE),
    ]);
    const welcomeBoards = boards.items.map(toWelcomeBoardResponse);
    const path = cataloguePath(status, filter);
    const pageHref = (number: number) => (number > 1 ? `${path}?page=${number}` : path);
    const heading = catalogueHeading(parsedFilter);
    const head: PageHead = {
      title: `${filter === NO_FILTER ? 'Accessories' : heading} · ${SHOP_NAME}`,
      description: SHOP_DESCRIPTION,
      canonicalUrl: this.absolute(pageHref(page)),
      share: { type: 'website' },
      // A page per typed keyword is no page to index; the products it finds are each in the sitemap.
      robots: parsedFilter.kind === 'name' ? 'noindex, follow' : undefined,
      preloadImage: welcomeBoards[0]?.Cover ?? items[0]?.Cover,
    };
    const totalPages = pageCount(total, CATALOGUE_PAGE_SIZE);
    const main = catalogueMain({ welcomeBoards, heading, products: items, page, totalPages, pageHref });
    const catalogue = { status, filter, page, products: items.map(toProductResponse), totalItemNum: total };
    return this.page(head, {
      html: main,
      readyWhen: '.product-grid:not(.product-grid--placeholder), .status-message .button',
      route: CATALOGUE_ROUTE_SOURCE,
      data: { welcomeBoards, catalogue },
    });
  }

  private async productPage(id: string): Promise<ServerPage> {
    const product = await this.findListedProduct(id);
    if (!product) {
      const head: PageHead = { title: `Product not found · ${SHOP_NAME}`, description: SHOP_DESCRIPTION, robots: PRIVATE_PAGE };
      return this.page(head, { html: productNotFoundMain(), readyWhen: '.status-message .button', route: PRODUCT_ROUTE_SOURCE }, 404);
    }
    const urls = { page: this.absolute(productPath(product._id.toString())), cover: this.absolute(product.Cover) };
    const head: PageHead = {
      title: `${product.ProductName} · ${SHOP_NAME}`,
      description: summarize(product.Description, DESCRIPTION_MAX_CHARS) || SHOP_DESCRIPTION,
      canonicalUrl: urls.page,
      share: { type: 'product', image: { url: urls.cover, alt: product.ProductName } },
      structuredData: productStructuredData(product, urls),
      preloadImage: product.Cover,
    };
    const data = { product: toProductResponse(product) };
    return this.page(head, { html: productMain(product), readyWhen: '.product-details', route: PRODUCT_ROUTE_SOURCE, data });
  }

  private async findListedProduct(id: string): Promise<ProductRecord | null> {
    const objectId = parseObjectId(id);
    if (!objectId) return null;
    try {
      return await this.products.findListedProduct(objectId);
    } catch (error) {
      if (error instanceof NotFoundException) return null;
      throw error;
    }
  }

  /** `body.route` names the app's lazily loaded route module that will show this page, `body.data` the answers it draws. */
  private page(
    head: PageHead,
    body?: { html: string; readyWhen: string; route?: string; data?: PageData },
    status: 200 | 404 = 200,
  ): ServerPage {
    const template = this.template!;
    const route = body?.route ? template.routeAssets(body.route) : { styles: [], modules: [] };
    const firstPaint = body && { html: shopLayout(body.html), readyWhen: body.readyWhen, modules: route.modules, data: body.data };
    const { first, rest } = renderHead(head);
    return { status, html: template.render({ first, rest: [rest, ...route.styles].join('\n    ') }, firstPaint), robots: head.robots };
  }

  private absolute(pathOrUrl: string): string {
    return new URL(pathOrUrl, `${this.config.publicUrl}/`).href;
  }
}

/** `?page=` as the app reads it: 1 when absent or not a page number. */
function readPageNumber(raw: unknown): number {
  return (typeof raw === 'string' && parsePageNumber(raw)) || 1;
}
