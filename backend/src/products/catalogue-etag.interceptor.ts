import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type Observable, of, tap } from 'rxjs';
import { REVALIDATE_CACHE_CONTROL } from '../common/cache-control.js';
import { ProductsService } from './products.service.js';

/**
 * Catalogue reads carry a weak ETag naming the catalogue's version (new after every product or stock
 * write on any instance) and `no-cache`, so browsers and the service worker revalidate every time. A
 * request that already holds the current version is answered 304 without reading the database.
 */
@Injectable()
export class CatalogueEtagInterceptor implements NestInterceptor {
  constructor(private readonly products: ProductsService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const response = http.getResponse<Response>();
    // Read before the handler runs: a write during it gives a newer version, never an older body under this tag.
    const etag = `W/"${this.products.catalogueVersion}"`;
    response.setHeader('Cache-Control', REVALIDATE_CACHE_CONTROL);
    // Express answers 304 itself when the request's If-None-Match holds the response's ETag (req.fresh).
    response.setHeader('ETag', etag);
    if (http.getRequest<Request>().fresh) return of(undefined);
    // Only a successful answer is tagged: an error must not be revalidated into a 304 later.
    response.removeHeader('ETag');
    return next.handle().pipe(tap(() => response.setHeader('ETag', etag)));
  }
}
