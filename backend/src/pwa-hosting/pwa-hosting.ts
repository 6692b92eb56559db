import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Logger, NotFoundException } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import {
  IMMUTABLE_CACHE_CONTROL,
  REVALIDATE_CACHE_CONTROL,
  SHORT_CACHE_CONTROL,
} from '../common/cache-control.js';

type Handler = (request: Request, response: Response, next: NextFunction) => void;

/** Files whose names stay the same across builds and that decide which hashed assets load. */
const ENTRY_FILES = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);
const HASHED_ASSETS_PREFIX = `assets${sep}`;

export const PWA_NOT_BUILT_MESSAGE =
  'The storefront is not built yet: run `npm run build` at the repository root, then restart the server.';

/**
 * Serves the built PWA on the API's origin: its files, then index.html for client routes. API paths
 * never get the fallback, so an unknown /api path still answers 404 JSON; so does any other miss.
 */
export function servePwa(app: NestExpressApplication, pwaDist: string, apiPrefix: string): void {
  const outsideApi = outsideOf(apiPrefix);
  if (existsSync(join(pwaDist, 'index.html'))) {
    app.useStaticAssets(pwaDist, {
      index: 'index.html',
      redirect: false,
      setHeaders: (response: Response, filePath: string) => {
        response.setHeader('Cache-Control', cacheControlFor(relative(pwaDist, filePath)));
      },
    });
    app.use(outsideApi(sendIndexHtml(pwaDist)));
  } else {
    new Logger('PWA').warn(`No PWA build in ${pwaDist}: serving the API only. ${PWA_NOT_BUILT_MESSAGE}`);
    app.use(outsideApi(sendNotBuiltMessage));
  }
  // Nest answers misses under /api itself; this hands every other one to the same exception filter.
  app.use(outsideApi((_request, _response, next) => next(new NotFoundException('Not found'))));
}

export function cacheControlFor(pathInDist: string): string {
  if (pathInDist.startsWith(HASHED_ASSETS_PREFIX)) return IMMUTABLE_CACHE_CONTROL;
  if (ENTRY_FILES.has(pathInDist)) return REVALIDATE_CACHE_CONTROL;
  return SHORT_CACHE_CONTROL;
}

/** A client route is a page load (GET or HEAD asking for HTML) for a path that is not a file. */
function sendIndexHtml(pwaDist: string): Handler {
  return (request, response, next) => {
    if (!isRead(request) || !(request.headers.accept ?? '').includes('text/html')) return next();
    response.setHeader('Cache-Control', REVALIDATE_CACHE_CONTROL);
    // Relative to `root`: send's dotfile rule then looks at 'index.html' only, not at a PWA_DIST like /srv/.output/pwa.
    response.sendFile('index.html', { root: pwaDist });
  };
}

const sendNotBuiltMessage: Handler = (request, response, next) => {
  if (!isRead(request)) return next();
  response.type('text/plain').send(PWA_NOT_BUILT_MESSAGE);
};

function outsideOf(apiPrefix: string) {
  // Express routes ignore case, so /API/x reaches the API too.
  const apiPath = new RegExp(`^/${apiPrefix}(/|$)`, 'i');
  return (handler: Handler): Handler =>
    (request, response, next) => (apiPath.test(request.path) ? next() : handler(request, response, next));
}

function isRead(request: Request): boolean {
  return request.method === 'GET' || request.method === 'HEAD';
}
