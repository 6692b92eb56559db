import type { NextFunction, Request, Response } from 'express';
import type { ShopMetricsService } from './shop-metrics.service.js';

/** Requests no route answered (PWA files and pages, misses) share one label, so raw URLs never become labels. */
export const NO_ROUTE = '(no route)';

/** Times every request and records it under its route pattern, such as /api/products/getProduct/:proid. */
export function httpMetrics(metrics: ShopMetricsService) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const started = performance.now();
    response.on('finish', () => {
      // Express types request.route, the route that matched, as any.
      const matched = request.route as { path: string } | undefined;
      const route = matched ? `${request.baseUrl}${matched.path}` : NO_ROUTE;
      metrics.observeHttpRequest(request.method, route, response.statusCode, (performance.now() - started) / 1000);
    });
    next();
  };
}
