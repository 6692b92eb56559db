import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { JSDOM } from 'jsdom';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureProgram } from '../../scripts/system-packages.mjs';
import type { ProductResponse } from '@shop/contracts/products/product';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@shop/contracts/storefront/page-data';
import { APP_CONFIG, type AppConfig } from '../src/config/app-config.js';
import { CATALOGUE_CACHE_LIMITS } from '../src/config/limits.js';
import { type Client, SHOP_ORIGIN } from './helpers/accounts.js';
import { roleClients, storeTestImages, testImage } from './helpers/admin.js';
import { boardModel, catalogueChanged, insertProduct, insertProducts, productModel } from './helpers/factories.js';
import { clockPinnedForThisTest } from './helpers/pinned-clock.js';
import { createTestApp } from './helpers/test-app.js';

/** The shop's public origin, which the admin's login must come from. */
const PUBLIC_URL = SHOP_ORIGIN;

/** The part of structured-data-testing-tool used here (it ships no types). */
interface StructuredDataTestResult {
  passed: { description: string }[];
  failed: { description: string }[];
  schemas: string[];
}
const structuredDataTesting = createRequire(import.meta.url)('structured-data-testing-tool') as {
  structuredDataTest: (html: string, options: { presets: unknown[]; schemas: string[] }) => Promise<StructuredDataTestResult>;
};
const structuredDataPresets = createRequire(import.meta.url)('structured-data-testing-tool/presets.js') as Record<
  'Facebook' | 'Twitter',
  unknown
>;
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Kawaii Shop — cute character accessories</title>
    <meta name="description" content="Cute character-themed accessories." />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-5.js">
    <link rel="stylesheet" crossorigin href="/assets/index-6.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** The build manifest's say on the product route: its chunk, its stylesheet and a chunk it imports. */
const VITE_MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true },
  'src/app/shop/product-route.tsx': {
    file: 'assets/product-route-1.js',
    imports: ['index.html', '_price-tag-2.js'],
    css: ['assets/product-route-3.css'],
  },
  '_price-tag-2.js': { file: 'assets/price-tag-2.js', css: ['assets/price-tag-4.css'], imports: ['_runtime-5.js'] },
  // Already preloaded by the entry in index.html.
  '_runtime-5.js': { file: 'assets/runtime-5.js' },
  // What a server page loads instead of the entry (pwa/src/app/ssr/start-after-load.ts).
  'src/app/ssr/start-after-load.ts': { file: 'assets/start-after-load-7.js', isEntry: true },
};

/** The PWA's real server build: the pages' #root is the app's own screens, rendered by it. */
const APP_SERVER_BUILD = join(import.meta.dirname, '..', '..', 'pwa', 'dist', 'server');

/** The build's stylesheets, the entry's and the product route's. */
const STYLESHEETS = {
  'assets/index-6.css': 'body{margin:0}',
  'assets/product-route-3.css': '.product-details{display:grid}',
  'assets/price-tag-4.css': '.price-tag{color:#c03}',
};

let app: NestExpressApplication;
let dist: string;
let admin: Client;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'shop-storefront-html-'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(VITE_MANIFEST));
  mkdirSync(join(dist, 'assets'));
  for (const [file, css] of Object.entries(STYLESHEETS)) writeFileSync(join(dist, file), css);
  if (!existsSync(APP_SERVER_BUILD)) throw new Error(`No PWA server build in ${APP_SERVER_BUILD}: run \`npm run build -w pwa\` first.`);
  symlinkSync(APP_SERVER_BUILD, join(dist, 'server'));
  app = await createTestApp({ PWA_DIST: dist, PUBLIC_URL });
  ({ admin } = await roleClients(app));
  // The first page loads the PWA's server build (2 MB): here, not in the first test. Over a minute on a busy machine.
  await load('/policy').expect(200);
}, 180_000);

afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A page load as a crawler makes it: no JavaScript, just the HTML. */
const load = (path: string) => request(app.getHttpServer()).get(path).set('Accept', 'text/html');
const documentOf = (html: string) => new JSDOM(html).window.document;

async function page(path: string, status = 200): Promise<Document> {
  const response = await load(path).expect(status);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  return documentOf(response.text);
}

const metaContent = (document: Document, key: string) =>
  document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

function structuredData(document: Document) {
  const blocks = document.querySelectorAll('script[type="application/ld+json"]');
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0].textContent!);
}

/** The API answers the page was drawn from, for the app to draw it from (pwa app/ssr). */
function pageData(document: Document): PageData {
  const blocks = document.querySelectorAll(`script#${PAGE_DATA_ELEMENT_ID}[type="application/json"]`);
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0].textContent) as PageData;
}

const productJson = async (id: string): Promise<ProductResponse> =>
  (await request(app.getHttpServer()).get(`/api/products/getProduct/${id}`).expect(200)).body.product;
const relatedJson = async (id: string): Promise<ProductResponse[]> =>
  (await request(app.getHttpServer()).get(`/api/products/getRelatedProducts/${id}`).expect(200)).body.products;

describe('a product page', () => {
  const description =
    'A round acrylic keychain of Hello Kitty holding a strawberry. Printed on both sides, with a gold-tone ring that fits any bag strap, and a soft pastel glitter back.';

  it('has a head that names the product for search results, link previews and rich results', async () => {
    const product = await insertProduct(app, {
      ProductName: 'Hello Kitty Strawberry Keychain',
      Description: description,
      Cover: '/api/images/kitty-cover',
      Category: ['Keychains'],
      IP: ['Hello Kitty'],
      SubTypeSet: [
        { Name: 'Pink', Price: 12, SalePrice: 9.5, LeftNum: 3 },
        { Name: 'Sky', Price: 12, SalePrice: null, LeftNum: 0 },
      ],
    });
    const url = `${PUBLIC_URL}/product/${product._id}`;
    const cover = `${PUBLIC_URL}/api/images/kitty-cover`;

    const document = await page(`/product/${product._id}`);

    expect(document.title).toBe('Hello Kitty Strawberry Keychain · Kawaii Shop');
    const summary = metaContent(document, 'description')!;
    expect(summary.length).toBeLessThanOrEqual(155);
    expect(summary).toMatch(/^A round acrylic keychain of Hello Kitty .+…$/);
    expect(description.startsWith(summary.slice(0, -1))).toBe(true);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    expect(document.querySelectorAll('meta[name="robots"]')).toHaveLength(0);
    expect({
      title: metaContent(document, 'og:title'),
      type: metaContent(document, 'og:type'),
      url: metaContent(document, 'og:url'),
      image: metaContent(document, 'og:image'),
      imageAlt: metaContent(document, 'og:image:alt'),
      description: metaContent(document, 'og:description'),
      siteName: metaContent(document, 'og:site_name'),
      locale: metaContent(document, 'og:locale'),
    }).toEqual({
      title: 'Hello Kitty Strawberry Keychain · Kawaii Shop',
      type: 'product',
      url,
      image: cover,
      imageAlt: 'Hello Kitty Strawberry Keychain',
      description: summary,
      siteName: 'Kawaii Shop',
      locale: 'en_US',
    });
    expect({
      card: metaContent(document, 'twitter:card'),
      title: metaContent(document, 'twitter:title'),
      description: metaContent(document, 'twitter:description'),
      image: metaContent(document, 'twitter:image'),
      imageAlt: metaContent(document, 'twitter:image:alt'),
    }).toEqual({
      card: 'summary_large_image',
      title: 'Hello Kitty Strawberry Keychain · Kawaii Shop',
      description: summary,
      image: cover,
      imageAlt: 'Hello Kitty Strawberry Keychain',
    });
  });

  it('passes the Facebook and Twitter preview checks and holds a schema.org Product (structured-data-testing-tool)', async () => {
    const product = await insertProduct(app, { Description: description });
    const response = await load(`/product/${product._id}`).expect(200);

    const result = await structuredDataTesting
      .structuredDataTest(response.text, { presets: [structuredDataPresets.Facebook, structuredDataPresets.Twitter], schemas: ['Product'] })
      .catch((error: { res?: StructuredDataTestResult }) => error.res!);

    expect(result.failed.map((test) => test.description)).toEqual([]);
    expect(result.schemas).toEqual(['Product']);
    expect(result.passed.map((test) => test.description)).toEqual(
      expect.arrayContaining(['must have page title', 'must have image url', 'must have image alt text', 'must have card type']),
    );
  });

  it('carries a schema.org Product whose offers match what the API sells, sub-type by sub-type', async () => {
    const product = await insertProduct(app, {
      Description: description,
      Cover: '/api/images/offers-cover',
      SubTypeSet: [
        { Name: 'Pink', Price: 12, SalePrice: 9.5, LeftNum: 3 },
        { Name: 'Sky', Price: 14.25, SalePrice: null, LeftNum: 0 },
      ],
    });
    const sold = await productJson(product._id.toString());
    const url = `${PUBLIC_URL}/product/${sold._id}`;

    const data = structuredData(await page(`/product/${sold._id}`));

    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: sold.ProductName,
      description: sold.Description,
      image: `${PUBLIC_URL}${sold.Cover}`,
      url,
    });
    expect(data.offers).toEqual(
      sold.SubTypeSet.map((subType) => ({
        '@type': 'Offer',
        name: subType.Name,
        price: subType.SalePrice ?? subType.Price,
        priceCurrency: 'USD',
        availability: subType.LeftNum > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url,
      })),
    );
    expect(data.offers.map((offer: { price: number }) => offer.price)).toEqual([9.5, 14.25]);
  });

  it('shows the name, price, cover and description before any script runs, the cover preloaded', async () => {
    const product = await insertProduct(app, {
      ProductName: 'Jelly Cat Desk Bunny',
      Description: 'Sits on your monitor.',
      Cover: '/api/images/bunny',
      SubTypeSet: [{ Name: 'Cream', Price: 18, SalePrice: 15, LeftNum: 2 }],
    });

    const document = await page(`/product/${product._id}`);
    const root = document.getElementById('root')!;

    expect(root.querySelector('h1')?.textContent).toBe('Jelly Cat Desk Bunny');
    expect(root.querySelector('.product-details__description')?.textContent).toBe('Sits on your monitor.');
    expect(root.querySelector('.price-tag__original')?.textContent).toBe('Original price $18.00');
    expect(root.querySelector('.price-tag__current')?.textContent).toBe('Sale price $15.00');
    const cover = root.querySelector('img.gallery__image')!;
    expect(cover.getAttribute('src')).toBe('/api/images/bunny');
    expect(cover.getAttribute('alt')).toBe('Jelly Cat Desk Bunny');
    // The cover is asked for before any script.
    const preload = document.querySelector('link[rel="preload"][as="image"]')!;
    expect(preload.getAttribute('href')).toBe('/api/images/bunny');
    expect(preload.compareDocumentPosition(document.querySelector('script[type="module"]')!)).toBe(
      document.defaultView!.Node.DOCUMENT_POSITION_FOLLOWING,
    );
    // The app draws the page from the same answer the API gives.
    const id = product._id.toString();
    expect(pageData(document)).toEqual({ product: await productJson(id), relatedProducts: await relatedJson(id) });
    // The page's only script is the loader: the app's entry and the modules it and the product route import
    // are fetched once the page has loaded, all at once.
    expect([...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'))).toEqual([
      '/assets/start-after-load-7.js',
    ]);
    expect(root.dataset.appEntry).toBe('/assets/index-abc123.js');
    expect(root.dataset.appModules).toBe('/assets/runtime-5.js /assets/product-route-1.js /assets/price-tag-2.js');
    const linked = (rel: string) => [...document.querySelectorAll(`link[rel="${rel}"]`)].map((link) => link.getAttribute('href'));
    expect(linked('modulepreload')).toEqual([]);
    // The styles are in the page, nothing to fetch before the first paint; the app's chunk loader sees them there.
    expect([...document.querySelectorAll('head style')].map((style) => style.textContent)).toEqual(Object.values(STYLESHEETS));
    expect(linked('stylesheet')).toEqual(['/assets/index-6.css', '/assets/product-route-3.css', '/assets/price-tag-4.css']);
    expect([...document.querySelectorAll('link[rel="stylesheet"]')].every((link) => link.hasAttribute('disabled'))).toBe(true);
    expect(document.querySelectorAll('title')).toHaveLength(1);
    // The first paint waits for the whole page: its data, the page's last element, is parsed first.
    const firstPaintAfter = document.querySelector('head link[rel="expect"][blocking="render"]')!;
    expect(firstPaintAfter.getAttribute('href')).toBe(`#${PAGE_DATA_ELEMENT_ID}`);
    expect(document.body.lastElementChild?.id).toBe(PAGE_DATA_ELEMENT_ID);
  });

  it('links its related products in the page, drawn from the answers getRelatedProducts gives', async () => {
    const product = await insertProduct(app, { ProductName: 'Pompom Desk Lamp', Category: ['Desk Ornaments'], IP: ['Pompompurin'] });
    const [sameCharacter] = await insertProducts(app, [
      { ProductName: 'Pompom Pencil Case', Category: ['Stationery'], IP: ['Pompompurin'] },
      { ProductName: 'Pompom Hidden Mug', Category: ['Stationery'], IP: ['Pompompurin'], Display: false },
    ]);

    const document = await page(`/product/${product._id.toString()}`);

    const related = document.querySelector('#root [aria-label="Related products"]')!;
    const links = [...related.querySelectorAll('a')].map((link) => [link.getAttribute('href'), link.textContent]);
    expect(links).toEqual([[`/product/${sameCharacter._id.toString()}`, 'Pompom Pencil Case']]);
    expect(pageData(document).relatedProducts).toEqual(await relatedJson(product._id.toString()));
  });

  it('keeps markup in names and descriptions as text, in the page and in the structured data', async () => {
    const name = '<img src=x onerror=alert(1)> Kitty "quoted" & \'single\'';
    const text = 'Cute </script><script>alert("xss")</script> <!-- not a comment --> \u2028 end';
    const product = await insertProduct(app, { ProductName: name, Description: text });

    const response = await load(`/product/${product._id}`).expect(200);
    const document = documentOf(response.text);

    expect(document.querySelector('h1')?.textContent).toBe(name);
    expect(document.querySelector('.product-details__description')?.textContent).toBe(text);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(3);
    expect(pageData(document).product).toMatchObject({ ProductName: name, Description: text });
    expect(metaContent(document, 'og:title')).toBe(`${name} · Kawaii Shop`);
    expect(document.title).toBe(`${name} · Kawaii Shop`);
    const data = structuredData(document);
    expect(data.name).toBe(name);
    expect(data.description).toBe(text);
    expect(response.text).not.toContain('</script><script>alert');
  });

  it('gives link-preview bots that accept anything the same product page, and JSON-only clients a 404', async () => {
    const product = await insertProduct(app, { ProductName: 'Preview Bunny', SubTypeSet: [{ Name: 'Blue', Price: 7, LeftNum: 2 }] });
    for (const accept of ['*/*', undefined]) {
      const call = request(app.getHttpServer()).get(`/product/${product._id}`).set('User-Agent', 'facebookexternalhit/1.1');
      const response = await (accept ? call.set('Accept', accept) : call.unset('Accept')).expect(200);
      expect(response.headers['content-type'], String(accept)).toMatch(/^text\/html/);
      expect(response.text, String(accept)).toContain('<meta property="og:title" content="Preview Bunny · Kawaii Shop">');
    }
    const json = await request(app.getHttpServer()).get(`/product/${product._id}`).set('Accept', 'application/json').expect(404);
    expect(json.body).toMatchObject({ success: false, message: 'Not found' });
  });

  it('answers 404 with the not-found page for an unknown, unlisted or malformed product id', async () => {
    const unlisted = await insertProduct(app, { Display: false });
    for (const id of ['0123456789abcdef01234567', unlisted._id.toString(), 'not-an-id']) {
      const response = await load(`/product/${id}`).expect(404);
      const document = documentOf(response.text);
      expect(document.querySelector('#root .status-message__title')?.textContent, id).toBe("We couldn't find this product.");
      expect(document.querySelector('#root a[href="/products/all"]'), id).not.toBeNull();
      expect(metaContent(document, 'robots'), id).toBe('noindex, nofollow');
    }
  });
});

describe('freshness after an admin edit', () => {
  const images = { cover: testImage('fresh-cover'), pink: testImage('fresh-pink') };
  const form = (overrides: Record<string, unknown>) => ({
    proName: 'Sanrio Sticker Sheet',
    category: 'Stickers',
    ip: 'Sanrio',
    description: 'Forty glossy stickers.',
    cover: images.cover.url,
    imgSet: [],
    subTypeInfo: [{ Name: 'Glossy', Img: images.pink.url, LeftNum: 5, Price: 4, SalePrice: null }],
    ...overrides,
  });

  /** The revise page's save, over the product as loaded (its updatedAt). */
  const revise = async (id: string, overrides: Record<string, unknown>, display = true) => {
    const loaded = (await admin.get(`/api/products/admin/getProduct/${id}`).expect(200)).body.product;
    const edit = form(overrides);
    // Each kept sub-type's stock as the form loaded it, as the revise page sends it.
    const subTypeInfo = (edit.subTypeInfo as { Name: string }[]).map((subType) => ({
      ...subType,
      LoadedLeftNum: loaded.SubTypeSet.find((kept: { Name: string }) => kept.Name === subType.Name)?.LeftNum,
    }));
    const response = await admin.patch('/api/products/reviseProduct', {
      ...edit,
      subTypeInfo,
      proID: id,
      display,
      updatedAt: loaded.updatedAt,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  };

  beforeAll(async () => {
    await storeTestImages(app, Object.values(images));
  });

  it('shows a revised name, sale price, stock and listing on the very next page load', async () => {
    const added = await admin.post('/api/products/addProduct', form({}));
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const id = added.body.proID;
    const before = await page(`/product/${id}`);
    expect(before.querySelector('h1')?.textContent).toBe('Sanrio Sticker Sheet');

    await revise(id, {
      proName: 'Sanrio Sticker Sheet XL',
      subTypeInfo: [{ Name: 'Glossy', Img: images.pink.url, LeftNum: 0, Price: 4, SalePrice: 3 }],
    });

    const after = await page(`/product/${id}`);
    expect(after.querySelector('h1')?.textContent).toBe('Sanrio Sticker Sheet XL');
    expect(after.querySelector('.price-tag__current')?.textContent).toBe('Sale price $3.00');
    expect(structuredData(after).offers[0]).toMatchObject({ price: 3, availability: 'https://schema.org/OutOfStock' });

    await revise(id, {}, false);
    await load(`/product/${id}`).expect(404);
  });

  it('serves the catalogue again from the cache only until the next write', async () => {
    const product = await insertProduct(app, { ProductName: 'Aaa Cached Charm' });
    const first = await page('/products/all/Keychains_product');
    expect([...first.querySelectorAll('.product-card__name')].map((card) => card.textContent)).toContain('Aaa Cached Charm');

    await productModel(app).updateOne({ _id: product._id }, { $set: { ProductName: 'Aaa Renamed Charm' } });
    await catalogueChanged(app);

    const second = await page('/products/all/Keychains_product');
    const names = [...second.querySelectorAll('.product-card__name')].map((card) => card.textContent);
    expect(names).toContain('Aaa Renamed Charm');
    expect(names).not.toContain('Aaa Cached Charm');
  });
});

describe('catalogue and home pages', () => {
  it('link every product of the page with a real link, and carry their own canonical', async () => {
    const products = await insertProducts(
      app,
      Array.from({ length: 17 }, (_, index) => ({ ProductName: `Blind Box ${index}`, Category: ['Blind Box'], IP: ['Jelly Cat'] })),
    );
    const json = (await request(app.getHttpServer()).get('/api/products/getProducts/blindBox/Jelly%20Cat_ip/2').expect(200)).body;

    const document = await page('/products/blindBox/Jelly%20Cat_ip?page=2');

    const links = [...document.querySelectorAll('#root .product-grid a[href]')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(json.products.map((product: ProductResponse) => `/product/${product._id}`));
    expect(links).toHaveLength(2);
    expect(products.map((product) => `/product/${product._id}`)).toEqual(expect.arrayContaining(links));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${PUBLIC_URL}/products/blindBox/Jelly%20Cat_ip?page=2`,
    );
    expect(document.querySelector('link[rel="prev"]')?.getAttribute('href')).toBe(`${PUBLIC_URL}/products/blindBox/Jelly%20Cat_ip`);
    expect(document.querySelector('link[rel="next"]')).toBeNull();
    expect(document.querySelector('#root .pager__status')?.textContent).toBe('page 2 / 2');
    expect(document.querySelector('.filter-heading__value')?.textContent).toBe('Jelly Cat (IP)');
    expect(document.title).toBe('Jelly Cat (IP) · Blind boxes · Kawaii Shop');
  });

  it('sends an unknown tab or a bad filter to the whole catalogue', async () => {
    for (const path of ['/products/nope', '/products/all/name_']) {
      const response = await load(path).expect(302);
      expect(response.headers.location, path).toBe('/products/all');
    }
  });

  it("greets on the home page with what the app's home screen shows: the greeting and two tiles, no boards", async () => {
    await boardModel(app).create({
      Title: 'Summer <Sale>',
      subTitle: 'Up to 30% off',
      Description: 'Until August.',
      Cover: '/api/images/b',
      Display: true,
    });

    for (const path of ['/', '/main']) {
      const document = await page(path);
      const main = document.querySelector('#root main')!;
      expect(main.querySelector('h1')?.textContent, path).toBe('Welcome to Kawaii Shop');
      const tiles = [...main.querySelectorAll('.home-tile')].map((tile) => [tile.getAttribute('href'), tile.textContent]);
      expect(tiles, path).toEqual([
        ['/policy', 'Policy Shipping, returns and privacy'],
        ['/products/all', 'Accessory Browse every cute thing'],
      ]);
      expect(main.querySelectorAll('.home-tile svg[aria-hidden="true"]'), path).toHaveLength(2);
      expect(main.textContent, path).not.toContain('Summer');
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href'), path).toBe(`${PUBLIC_URL}/`);
    }
  });

  it('shows the welcome carousel above the grid, its first cover asked for first, and carries the answers the app draws it from', async () => {
    const older = await boardModel(app).create({
      Title: `Autumn ${'leaves '.repeat(14)}`,
      subTitle: 'A subtitle longer than thirty characters',
      Description: 'Cosy.',
      Cover: '/api/images/autumn',
      CreateDate: new Date('2026-01-01'),
      Display: true,
    });
    const newer = await boardModel(app).create({
      Title: 'Winter <Gifts>',
      subTitle: '',
      Description: 'Warm.',
      Cover: '/api/images/winter',
      Display: true,
    });
    await catalogueChanged(app);
    await insertProducts(app, [{ ProductName: 'Carousel Page Charm', Category: ['Charms'] }]);
    const api = (path: string) => request(app.getHttpServer()).get(`/api${path}`).expect(200);
    const [products, boards] = [
      (await api('/products/getProducts/all/Charms_product/1')).body,
      (await api('/welcomeBoards/getWelcomeBoards/1')).body,
    ];

    const document = await page('/products/all/Charms_product');

    const carousel = document.querySelector('#root .page > section.carousel[aria-label="Welcome boards"]')!;
    expect(carousel.nextElementSibling?.className).toBe('filter-heading');
    const slides = [...carousel.querySelectorAll('.carousel__slide')];
    expect(slides.map((slide) => slide.querySelector('.welcome-slide__title')?.textContent)).toEqual(
      boards.welcomeBoards.map((board: { Title: string }) =>
        board.Title.length > 75 ? `${board.Title.slice(0, 75).trimEnd()}...` : board.Title,
      ),
    );
    expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual(slides.map((_, index) => String(index > 0)));
    const autumn = slides[boards.welcomeBoards.findIndex((board: { _id: string }) => board._id === older._id.toString())];
    expect(autumn.querySelector('.welcome-slide__subtitle')?.textContent).toBe('A subtitle longer than thirty...');
    const firstCover = slides[0].querySelector('img.welcome-slide__cover')!;
    expect(firstCover.getAttribute('fetchpriority')).toBe('high');
    expect(document.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe(firstCover.getAttribute('src'));

    const { success: _products, message: _message, ...catalogue } = products;
    expect(pageData(document)).toEqual({
      welcomeBoards: boards.welcomeBoards,
      catalogue: { status: 'all', filter: 'Charms_product', page: 1, ...catalogue },
    });
    await boardModel(app).deleteMany({ _id: { $in: [older._id, newer._id] } });
    await catalogueChanged(app);
  });

  it('shows a board write on the catalogue page at the very next load', async () => {
    const board = await boardModel(app).create({
      Title: 'Flash sale',
      subTitle: 'x',
      Description: 'x',
      Cover: '/api/images/flash',
      Display: true,
    });
    await catalogueChanged(app);
    const titles = async () =>
      [...(await page('/products/all')).querySelectorAll('.welcome-slide__title')].map((title) => title.textContent);
    expect(await titles()).toContain('Flash sale');

    await boardModel(app).updateOne({ _id: board._id }, { $set: { Display: false } });
    await catalogueChanged(app);

    expect(await titles()).not.toContain('Flash sale');
  });
});

describe('one head per page', () => {
  const once = (document: Document, selector: string) => {
    const found = document.querySelectorAll(selector);
    expect(found, selector).toHaveLength(1);
    return found[0].getAttribute('content') ?? found[0].getAttribute('href') ?? found[0].textContent;
  };

  it("gives every public page its own title, description, canonical, link preview and card, each once, the shell's never", async () => {
    const [product] = await insertProducts(app, [{ ProductName: 'Head Count Bunny', Cover: '/api/images/head-count' }]);
    const card = `${PUBLIC_URL}/social-card.jpg`;
    const pages = [
      { path: '/', title: 'Kawaii Shop — cute character accessories', image: card },
      { path: '/policy', title: 'Policy · Kawaii Shop', image: card },
      { path: '/products/all', title: 'Accessories · Kawaii Shop', image: card },
      { path: '/products/new', title: 'New arrivals · Kawaii Shop', image: card },
      { path: '/products/sale', title: 'Sale · Kawaii Shop', image: card },
      { path: '/products/blindBox', title: 'Blind boxes · Kawaii Shop', image: card },
      { path: '/products/all/Keychains_product', title: 'Keychains (product) · Kawaii Shop', image: card },
      { path: `/product/${String(product._id)}`, title: 'Head Count Bunny · Kawaii Shop', image: `${PUBLIC_URL}/api/images/head-count` },
    ];
    for (const { path, title, image } of pages) {
      const document = await page(path);
      expect(once(document, 'title'), path).toBe(title);
      expect(once(document, 'meta[name="description"]'), path).not.toBe('Cute character-themed accessories.');
      expect(once(document, 'link[rel="canonical"]'), path).toBe(`${PUBLIC_URL}${path === '/' ? '/' : path}`);
      expect(once(document, 'meta[property="og:title"]'), path).toBe(title);
      expect(once(document, 'meta[property="og:image"]'), path).toBe(image);
      expect(once(document, 'meta[name="twitter:card"]'), path).toBe('summary_large_image');
      expect(once(document, 'meta[name="twitter:image"]'), path).toBe(image);
      expect(document.querySelectorAll('meta[property="og:description"]'), path).toHaveLength(1);
      expect(document.querySelectorAll('script[type="application/ld+json"]'), path).toHaveLength(path.startsWith('/product/') ? 1 : 0);
      // The app's screen itself, ready to hydrate: no script moves any part of it in place.
      expect(document.querySelector('#root main h1'), path).not.toBeNull();
      expect(document.querySelectorAll('#root script, #root template'), path).toHaveLength(0);
    }
  });

  it('answers a page load again with 304 while the catalogue is unchanged, and the new page after a write', async () => {
    const [product] = await insertProducts(app, [{ ProductName: 'Validator Charm' }]);
    const first = await load(`/product/${String(product._id)}`).expect(200);
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();

    await load(`/product/${String(product._id)}`)
      .set('If-None-Match', etag)
      .expect(304);
    await productModel(app).updateOne({ _id: product._id }, { $set: { ProductName: 'Validator Charm II' } });
    await catalogueChanged(app);
    const after = await load(`/product/${String(product._id)}`)
      .set('If-None-Match', etag)
      .expect(200);

    expect(documentOf(after.text).querySelector('h1')?.textContent).toBe('Validator Charm II');
  });
});

describe('status codes and private pages', () => {
  it('redirects unknown paths to /main and keeps unknown API paths 404 JSON', async () => {
    for (const path of ['/nothing-here', '/product', '/products', '/main/extra']) {
      const response = await load(path).expect(302);
      expect(response.headers.location, path).toBe('/main');
    }
    const api = await load('/api/nothing-here').expect(404);
    expect(api.body).toMatchObject({ success: false, message: 'Not found' });
  });

  it('starts the app at once on a screen the server does not draw, with its entry and the modules it imports', async () => {
    for (const path of ['/login', '/checkout']) {
      const document = await page(path);
      expect(document.getElementById('root')?.outerHTML, path).toBe('<div id="root"></div>');
      const scripts = [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
      expect(scripts, path).toEqual(['/assets/index-abc123.js']);
      expect(document.querySelector('link[rel="modulepreload"]')?.getAttribute('href'), path).toBe('/assets/runtime-5.js');
      expect(document.querySelector('link[rel="expect"]'), path).toBeNull();
    }
  });

  it('marks account, checkout and admin screens noindex, in the page and in the headers', async () => {
    const privatePaths = [
      '/login',
      '/register',
      '/resetPassword',
      '/profile',
      '/checkout',
      '/checkout/0123456789abcdef01234567',
      '/order/0123456789abcdef01234567',
      '/success/login',
      '/failed/payment',
      '/adminOperation',
      '/addProduct',
      '/manageProduct',
      '/reviseProduct/0123456789abcdef01234567',
      '/addWelcomeBoard',
      '/manageWelcomeBoard',
      '/reviseWelcomeBoard/0123456789abcdef01234567',
      '/manageAllOrders',
      '/reviseOrder/0123456789abcdef01234567',
      '/onlineChat',
      '/importExport',
    ];
    for (const path of privatePaths) {
      const response = await load(path).expect(200);
      expect(response.headers['x-robots-tag'], path).toBe('noindex, nofollow');
      expect(metaContent(documentOf(response.text), 'robots'), path).toBe('noindex, nofollow');
    }
    for (const path of ['/', '/products/all', '/policy']) {
      const response = await load(path).expect(200);
      expect(response.headers['x-robots-tag'], path).toBeUndefined();
    }
  });

  it('keeps name search results out of the index while crawlers follow their product links; category pages stay indexed', async () => {
    const [found] = await insertProducts(app, [{ ProductName: 'Searchable Kitty Charm', Category: ['Keychains'], IP: ['Hello Kitty'] }]);
    const search = await load('/products/all/name_Searchable').expect(200);
    expect(search.headers['x-robots-tag']).toBe('noindex, follow');
    const document = documentOf(search.text);
    expect(metaContent(document, 'robots')).toBe('noindex, follow');
    expect([...document.querySelectorAll('#root .product-grid a[href]')].map((link) => link.getAttribute('href'))).toEqual([
      `/product/${found._id}`,
    ]);

    for (const path of ['/products/all/Keychains_product', '/products/sale/Hello%20Kitty_ip']) {
      const response = await load(path).expect(200);
      expect(response.headers['x-robots-tag'], path).toBeUndefined();
      expect(metaContent(documentOf(response.text), 'robots'), path).toBeUndefined();
    }
  });
});

describe('robots.txt', () => {
  it('lets crawlers read the storefront, not the API or private screens, and names the sitemap', async () => {
    const response = await request(app.getHttpServer()).get('/robots.txt').expect(200);

    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.text.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const prefix of [
      '/api/',
      '/checkout',
      '/profile',
      '/order/',
      '/success/',
      '/failed/',
      '/login',
      '/register',
      '/resetPassword',
      '/adminOperation',
      '/addProduct',
      '/manageProduct',
      '/reviseProduct/',
      '/addWelcomeBoard',
      '/manageWelcomeBoard',
      '/reviseWelcomeBoard/',
      '/manageAllOrders',
      '/reviseOrder/',
      '/onlineChat',
      '/importExport',
    ]) {
      expect(lines, prefix).toContain(`Disallow: ${prefix}`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  const xmllint: string = ensureProgram('xmllint');
  const schemas = mkdtempSync(join(tmpdir(), 'shop-sitemap-xsd-'));
  const sitemapXsd = join(dirname(createRequire(import.meta.url).resolve('sitemap/package.json')), 'schema', 'sitemap.xsd');
  for (const file of ['sitemap-image.xsd', 'siteindex.xsd']) copyFileSync(join(import.meta.dirname, 'fixtures', file), join(schemas, file));
  writeFileSync(
    join(schemas, 'urlset.xsd'),
    `<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <xsd:import namespace="http://www.sitemaps.org/schemas/sitemap/0.9" schemaLocation="${sitemapXsd}"/>
  <xsd:import namespace="http://www.google.com/schemas/sitemap-image/1.1" schemaLocation="sitemap-image.xsd"/>
</xsd:schema>`,
  );
  const siteindexXsd = join(schemas, 'siteindex.xsd');

  afterAll(() => rmSync(schemas, { recursive: true, force: true }));

  /** xmllint exits non-zero, failing the test with its message, when the file breaks the schema. */
  function validate(xml: string, schema: string): void {
    execFileSync(xmllint, ['--noout', '--nonet', '--schema', schema, '-'], { input: xml, stdio: ['pipe', 'pipe', 'pipe'] });
  }

  const sitemap = async (path = '/sitemap.xml', shop = app) => {
    const response = await request(shop.getHttpServer()).get(path).expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    return response.text;
  };

  it('lists the listed products with lastmod and cover, and the category pages, valid against the sitemaps.org schema', async () => {
    const listed = await insertProduct(app, {
      ProductName: 'Sitemap Mirror',
      Category: ['Acrylic Products'],
      IP: ['Crayon Shin-chan'],
      Cover: '/api/images/mirror',
    });
    const unlisted = await insertProduct(app, { Display: false });

    const xml = await sitemap();

    validate(xml, join(schemas, 'urlset.xsd'));
    const document = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
    const entry = [...document.getElementsByTagName('url')].find(
      (url) => url.getElementsByTagName('loc')[0].textContent === `${PUBLIC_URL}/product/${listed._id}`,
    );
    expect(entry).toBeDefined();
    expect(entry!.getElementsByTagName('lastmod')[0].textContent).toBe(listed.updatedAt.toISOString());
    expect(entry!.getElementsByTagName('image:loc')[0].textContent).toBe(`${PUBLIC_URL}/api/images/mirror`);
    expect(xml).not.toContain(`/product/${unlisted._id}`);
    for (const path of [
      '/',
      '/products/all',
      '/products/new',
      '/products/blindBox',
      '/products/sale',
      '/products/all/Acrylic%20Products_product',
      '/products/all/Crayon%20Shin-chan_ip',
    ]) {
      expect(xml, path).toContain(`<loc>${PUBLIC_URL}${path}</loc>`);
    }
  });

  it('is rebuilt once a minute, not by each product write', async () => {
    clockPinnedForThisTest();
    await sitemap();
    const added = await insertProduct(app, { ProductName: 'Fresh In The Sitemap' });
    expect(await sitemap()).not.toContain(`${PUBLIC_URL}/product/${added._id.toString()}`);

    vi.setSystemTime(Date.now() + CATALOGUE_CACHE_LIMITS.sitemapRebuildMs);

    expect(await sitemap()).toContain(`${PUBLIC_URL}/product/${added._id.toString()}`);
  });

  it("becomes a sitemap index past its URLs per file (sitemaps.org's 50,000 unless set lower), each part valid", async () => {
    expect(app.get<AppConfig>(APP_CONFIG).sitemapUrlsPerFile).toBe(50_000);
    const urlsPerFile = 20;
    const small = await createTestApp({ PWA_DIST: dist, PUBLIC_URL, SITEMAP_URLS_PER_FILE: String(urlsPerFile) });
    try {
      // With the home, tab and category pages, more than one file's worth and less than two.
      await insertProducts(
        small,
        Array.from({ length: urlsPerFile }, () => ({})),
      );
      const sitemapOf = (path: string) => sitemap(path, small);

      const root = await sitemapOf('/sitemap.xml');

      validate(root, siteindexXsd);
      const parts = [...root.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(parts).toEqual([`${PUBLIC_URL}/sitemap-1.xml`, `${PUBLIC_URL}/sitemap-2.xml`]);
      const [first, second] = await Promise.all([sitemapOf('/sitemap-1.xml'), sitemapOf('/sitemap-2.xml')]);
      validate(first, join(schemas, 'urlset.xsd'));
      validate(second, join(schemas, 'urlset.xsd'));
      expect(first.match(/<url>/g)).toHaveLength(urlsPerFile);
      expect(second).toContain(`<loc>${PUBLIC_URL}/product/`);
      await request(small.getHttpServer()).get('/sitemap-3.xml').set('Accept', '*/*').expect(404);
    } finally {
      await small.close();
    }
  });
});
