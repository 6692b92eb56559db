import { CATALOGUE_TABS, cataloguePath } from '@shop/contracts/catalogue/catalogue-filter';
import { formatCents, toCents } from '../common/money.js';
import type { ProductRecord, SubType } from '../products/schemas/product.schema.js';
import type { WelcomeBoardResponse } from '@shop/contracts/boards/welcome-board';
import { escapeHtml, truncateText } from './html-text.js';
import { productPath } from './storefront-paths.js';
import { welcomeCarousel } from './welcome-carousel-markup.js';

/*
 * The server's first paint of a storefront page: the same elements and classes the PWA renders once its
 * data has arrived, so the app can swap it for its own tree without anything moving (pwa/src/app/ssr).
 * Every product or board text goes through escapeHtml.
 */

const text = escapeHtml;

export function shopLayout(main: string): string {
  const tabs = CATALOGUE_TABS.map(
    ({ status, label }) => `<li class="nav-tab"><a class="nav-tab__link" href="${cataloguePath(status)}">${label}</a></li>`,
  ).join('');
  return `<div class="shop-layout"><header class="app-header"><nav class="app-header__bar nav-bar" aria-label="Main">\
<a href="/" class="app-header__brand nav-bar__logo" aria-label="Kawaii Shop home"><span class="nav-bar__brand" aria-hidden="true">Kawaii Shop</span></a>\
<ul class="nav-bar__tabs">${tabs}</ul></nav></header><main class="shop-layout__main" id="main">${main}</main>\
<footer class="site-footer"><div class="site-footer__inner"><p class="site-footer__brand">Kawaii Shop</p>\
<p class="site-footer__tagline">Cute companions for your desk, phone and bag.</p><ul class="site-footer__links">\
<li><a href="${cataloguePath('all')}">Accessories</a></li><li><a href="${cataloguePath('new')}">New arrivals</a></li><li><a href="/policy">Policy</a></li></ul>\
</div></footer></div>`;
}

export function productMain(product: ProductRecord): string {
  const name = text(product.ProductName);
  return `<div class="page product-page"><a class="product-page__back" href="${cataloguePath('all')}">← All products</a>\
<article class="product-details"><section class="gallery" aria-label="Product images"><div class="gallery__stage">\
<img class="gallery__image" src="${text(product.Cover)}" alt="${name}" fetchpriority="high"></div></section>\
<div class="product-details__info"><div class="product-details__heading"><h1 class="product-details__name">${name}</h1></div>\
<dl class="product-details__facts"><div><dt>Category</dt><dd>${text(product.Category.join(', ') || '—')}</dd></div>\
<div><dt>IP</dt><dd>${text(product.IP.join(', ') || '—')}</dd></div></dl>\
<p class="product-details__description">${text(product.Description)}</p>\
<fieldset class="sub-type-tiles"><legend class="sub-type-tiles__legend">Choose a type</legend><ul class="sub-type-tiles__list">\
${product.SubTypeSet.map(subTypeTile).join('')}</ul></fieldset></div></article></div>`;
}

export function productNotFoundMain(): string {
  return `<div class="page product-page"><a class="product-page__back" href="${cataloguePath('all')}">← All products</a>\
<div class="status-message status-message--calm" role="status"><p class="status-message__title">We couldn't find this product.</p>\
<a class="button button--primary" href="${cataloguePath('all')}">Browse all products</a></div></div>`;
}

export interface CataloguePageView {
  welcomeBoards: WelcomeBoardResponse[];
  heading: string;
  products: ProductRecord[];
  page: number;
  totalPages: number;
  pageHref: (page: number) => string;
}

export function catalogueMain(view: CataloguePageView): string {
  const heading = `<div class="filter-heading"><h1 class="filter-heading__title">Filter/Search Keyword: \
<span class="filter-heading__value">${text(view.heading)}</span></h1>\
<a class="button button--soft filter-heading__clear" href="${cataloguePath('all')}">Clear</a></div>`;
  const top = `${welcomeCarousel(view.welcomeBoards)}${heading}`;
  if (view.products.length === 0) {
    return `<div class="page">${top}<div class="status-message status-message--calm" role="status">\
<p class="status-message__title">No products found.</p></div></div>`;
  }
  const cards = view.products.map((product, index) => `<li>${productCard(product, coverLoading(index))}</li>`).join('');
  return `<div class="page">${top}<ul class="product-grid product-grid--fade-in" aria-label="Products">${cards}</ul>\
${pager(view)}</div>`;
}

/** The app's home screen (pwa/src/app/shop/home-route.tsx): a greeting and two tiles, with the same pictures. */
export function homeMain(): string {
  return `<div class="page home"><section class="home__welcome"><p class="home__eyebrow">Hello, friend!</p>\
<h1 class="home__title">Welcome to Kawaii Shop</h1><p class="home__intro">Desk ornaments, phone cases, keychains, stickers, \
acrylic goodies and charms starring Hello Kitty, the Sanrio friends, Crayon Shin-chan, Jelly Cat and more — picked to make every day a little cuter.</p></section>\
<ul class="home__tiles"><li><a class="home-tile home-tile--policy" href="/policy">${POLICY_TILE_ART}<span class="home-tile__label">Policy</span> \
<span class="home-tile__hint">Shipping, returns and privacy</span></a></li><li><a class="home-tile home-tile--accessory" href="${cataloguePath('all')}">\
${ACCESSORY_TILE_ART}<span class="home-tile__label">Accessory</span> <span class="home-tile__hint">Browse every cute thing</span></a></li></ul></div>`;
}

const POLICY_TILE_ART = `<svg class="home-tile__art" viewBox="0 0 64 64" aria-hidden="true">\
<rect x="14" y="8" width="36" height="48" rx="8" fill="#fff"></rect>\
<path d="M22 22h20M22 30h20M22 38h12" stroke="#b9a6ef" stroke-width="4" stroke-linecap="round"></path>\
<circle cx="46" cy="48" r="9" fill="#f7a8c4"></circle>\
<path d="m42 48 3 3 5-6" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"></path></svg>`;

const ACCESSORY_TILE_ART = `<svg class="home-tile__art" viewBox="0 0 64 64" aria-hidden="true">\
<circle cx="32" cy="12" r="6" fill="none" stroke="#c9a227" stroke-width="4"></circle>\
<path d="M32 18v6" stroke="#c9a227" stroke-width="4" stroke-linecap="round"></path>\
<path d="M32 56S12 44 12 32a10 10 0 0 1 20-4 10 10 0 0 1 20 4c0 12-20 24-20 24Z" fill="#ff8fb3"></path>\
<circle cx="25" cy="34" r="2.5" fill="#3b2640"></circle><circle cx="39" cy="34" r="2.5" fill="#3b2640"></circle>\
<path d="M29 40c2 1.6 4 1.6 6 0" stroke="#3b2640" stroke-width="2" fill="none" stroke-linecap="round"></path></svg>`;

function subTypeTile(subType: SubType): string {
  const available = subType.LeftNum > 0;
  return `<li><span class="sub-type-tile${available ? '' : ' sub-type-tile--sold-out'}"><span class="sub-type-tile__text">\
<span class="sub-type-tile__name">${text(subType.Name)}</span>${priceTag(subType.Price, subType.SalePrice)}\
<span class="sub-type-tile__stock">${available ? `Stock: ${subType.LeftNum}` : 'Sold out'}</span></span></span></li>`;
}

/** Cards a phone shows before any scrolling: their covers load at once, the rest when scrolled near. */
const FIRST_SCREEN_CARDS = 4;
/** The first row's covers, the page's largest pictures, go ahead of the scripts. */
const FIRST_ROW_CARDS = 2;

function coverLoading(index: number): string {
  if (index < FIRST_ROW_CARDS) return 'fetchpriority="high" ';
  return index < FIRST_SCREEN_CARDS ? '' : 'loading="lazy" ';
}

function productCard(product: ProductRecord, loading: string): string {
  const name = text(product.ProductName);
  const lowest = lowestPrices(product.SubTypeSet);
  return `<article class="product-card"><a href="${productPath(product._id.toString())}" class="product-card__link">\
<div class="product-card__media"><img src="${text(product.Cover)}" alt="" ${loading}decoding="async"></div>\
<h2 class="product-card__name" title="${name}" aria-label="${name}">${text(truncateText(product.ProductName, CARD_NAME_MAX_CHARS))}</h2></a>\
<div class="product-card__footer">${lowest ? priceTag(lowest.price, lowest.salePrice) : '<p class="product-card__no-price">Price coming soon</p>'}</div></article>`;
}

const CARD_NAME_MAX_CHARS = 30;

function lowestPrices(subTypes: SubType[]): { price: number; salePrice: number | null } | null {
  if (subTypes.length === 0) return null;
  const price = Math.min(...subTypes.map((subType) => subType.Price));
  const current = Math.min(...subTypes.map((subType) => salePriceOf(subType) ?? subType.Price));
  return { price, salePrice: current < price ? current : null };
}

/** The price a shopper pays now: the sale price while it is lower than the price. */
export function salePriceOf(subType: Pick<SubType, 'Price' | 'SalePrice'>): number | null {
  return subType.SalePrice != null && subType.SalePrice < subType.Price ? subType.SalePrice : null;
}

function priceTag(price: number, salePrice: number | null): string {
  const current = salePriceOf({ Price: price, SalePrice: salePrice });
  if (current === null) return `<p class="price-tag"><span class="price-tag__current">${formatDollars(price)}</span></p>`;
  return `<p class="price-tag"><s class="price-tag__original"><span class="visually-hidden">Original price </span>${formatDollars(price)}</s>\
<span class="price-tag__current price-tag__current--sale"><span class="visually-hidden">Sale price </span>${formatDollars(current)}</span></p>`;
}

export function formatDollars(dollars: number): string {
  return `$${formatCents(toCents(dollars))}`;
}

function pager(view: CataloguePageView): string {
  const link = (page: number, label: string, rel: string) =>
    `<a class="pager__button" rel="${rel}" href="${view.pageHref(page)}" aria-label="${label}">${rel === 'prev' ? '−' : '+'}</a>`;
  const previous = view.page > 1 ? link(view.page - 1, 'Previous page', 'prev') : '';
  const next = view.page < view.totalPages ? link(view.page + 1, 'Next page', 'next') : '';
  return `<nav class="pager" aria-label="Pages">${previous}<span class="pager__status">page ${view.page} / ${view.totalPages}</span>${next}</nav>`;
}
