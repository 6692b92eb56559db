import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Logger, NotFoundException } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { IMMUTABLE_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL, SHORT_CACHE_CONTROL } from '../common/cache-control.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PageTemplate } from '../storefront-html/page-template.js';
import { robotsTxt } from '../storefront-html/robots-txt.js';
import { SitemapService } from '../storefront-html/sitemap.service.js';
import { StorefrontPagesService } from '../storefront-html/storefront-pages.service.js';
import { sendPrecompressed } from './precompressed-assets.js';

type Handler = (request: Request, response: Response, next: NextFunction) => void;

/** Files whose names stay the same across builds and that decide which hashed assets load. */
const ENTRY_FILES = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest', 'push-handlers.js']);
const HASHED_ASSETS_PREFIX = `assets${sep}`;
/** The app's server build (pwa dist/server), which the backend runs and never sends. */
const SERVER_BUILD = /^\/server(\/|$)/;

export const PWA_NOT_BUILT_MESSAGE =
  'The storefront is not built yet: run `npm run build` at the repository root, then restart the server.';

/**
 * Serves the built PWA on the API's origin: robots.txt and the sitemap, its files, then each page's server
 * HTML (storefront-html) for page loads. API paths never get a page, so an unknown /api path still answers
 * 404 JSON; so does any other miss.
 */
export function servePwa(app: NestExpressApplication, pwaDist: string, apiPrefix: string): void {
  const outsideApi = outsideOf(apiPrefix);
  app.use(outsideApi(sendCrawlerFiles(app.get<AppConfig>(APP_CONFIG).publicUrl, app.get(SitemapService))));
  if (existsSync(join(pwaDist, 'index.html'))) {
    const pages = app.get(StorefrontPagesService);
    const template = PageTemplate.load(pwaDist);
    pages.useTemplate(template);
    // Once the port is open, so that readiness does not wait for the app's server build.
    app.getHttpServer().once('listening', () => setImmediate(() => template.preload()));
    app.use(outsideApi(hideServerBuild));
    app.use(outsideApi(sendPrecompressed(pwaDist, staticFileHeaders)));
    app.useStaticAssets(pwaDist, {
      // "/" is a page like any other: its server HTML, not the bare index.html.
      index: false,
      redirect: false,
      setHeaders: (response: Response, filePath: string) => {
        for (const [name, value] of Object.entries(staticFileHeaders(relative(pwaDist, filePath)))) response.setHeader(name, value);
      },
    });
    app.use(outsideApi(sendServerPage(pages)));
  } else {
    new Logger('PWA').warn(`No PWA build in ${pwaDist}: serving the API only. ${PWA_NOT_BUILT_MESSAGE}`);
    app.use(outsideApi(sendNotBuiltMessage));
  }
  // Nest answers misses under /api itself; this hands every other one to the same exception filter.
  app.use(outsideApi((_request, _response, next) => next(new NotFoundException('Not found'))));
}

const hideServerBuild: Handler = (request, _response, next) =>
  next(SERVER_BUILD.test(request.path) ? new NotFoundException('Not found') : undefined);

function staticFileHeaders(pathInDist: string): Record<string, string> {
  const headers: Record<string, string> = { 'Cache-Control': cacheControlFor(pathInDist) };
  // The bare shell the service worker keeps for offline use: every page has its own server HTML to index.
  if (pathInDist === 'index.html') headers['X-Robots-Tag'] = 'noindex';
  return headers;
}

export function cacheControlFor(pathInDist: string): string {
  if (pathInDist.startsWith(HASHED_ASSETS_PREFIX)) return IMMUTABLE_CACHE_CONTROL;
  if (ENTRY_FILES.has(pathInDist)) return REVALIDATE_CACHE_CONTROL;
  return SHORT_CACHE_CONTROL;
}

/**
 * A GET or HEAD that asks for HTML, or for anything at a path that does not name a file: link-preview bots
 * often accept any type or send no Accept at all, and must get the page a browser gets.
 */
function isPageLoad(request: Request): boolean {
  if (!isRead(request)) return false;
  if ((request.headers.accept ?? '').includes('text/html')) return true;
  return request.accepts('html') !== false && !/\.[^/]*$/.test(request.path);
}

/** A page load of a path that is not a file: its page, a redirect to /main, or a 404 page. */
function sendServerPage(pages: StorefrontPagesService): Handler {
  return (request, response, next) => {
    if (!isPageLoad(request)) {
      next();
      return;
    }
    pages.render(request.path, request.originalUrl, request.query.page).then((page) => {
      if ('redirect' in page) {
        response.redirect(302, page.redirect);
        return;
      }
      response.status(page.status).setHeader('Cache-Control', REVALIDATE_CACHE_CONTROL);
      if (page.robots) response.setHeader('X-Robots-Tag', page.robots);
      response.type('html').send(page.html);
    }, next);
  };
}

/** /robots.txt, /sitemap.xml and, past one sitemap's worth of URLs, the numbered /sitemap-{n}.xml it indexes. */
function sendCrawlerFiles(publicUrl: string, sitemaps: SitemapService): Handler {
  return (request, response, next) => {
    const sitemap = /^\/sitemap(?:-([1-9]\d*))?\.xml$/.exec(request.path);
    if (isRead(request) && request.path === '/robots.txt') {
      response.setHeader('Cache-Control', SHORT_CACHE_CONTROL).type('text/plain').send(robotsTxt(publicUrl));
    } else if (isRead(request) && sitemap) {
      sitemaps.files().then((files) => {
        const xml = sitemap[1] ? files.numbered[Number(sitemap[1]) - 1] : files.root;
        if (xml) response.setHeader('Cache-Control', REVALIDATE_CACHE_CONTROL).type('application/xml').send(xml);
        else next();
      }, next);
    } else next();
  };
}

const sendNotBuiltMessage: Handler = (request, response, next) => {
  if (isRead(request)) response.type('text/plain').send(PWA_NOT_BUILT_MESSAGE);
  else next();
};

function outsideOf(apiPrefix: string) {
  // Express routes ignore case, so /API/x reaches the API too.
  const apiPath = new RegExp(`^/${apiPrefix}(/|$)`, 'i');
  return (handler: Handler): Handler =>
    (request, response, next) =>
      apiPath.test(request.path) ? next() : handler(request, response, next);
}

function isRead(request: Request): boolean {
  return request.method === 'GET' || request.method === 'HEAD';
}
