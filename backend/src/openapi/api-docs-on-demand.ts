import type { NestExpressApplication } from '@nestjs/platform-express';
import type { RequestHandler } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { docsAccess } from './docs-access.js';

/**
 * /api/docs (Swagger UI) and /api/docs.json behind their access rule. Swagger and the document are loaded at the
 * first request for them: @nestjs/swagger and its helpers are some 500 modules and 50 MB a start need not pay for.
 */
export function apiDocsOnDemand(
  app: NestExpressApplication,
  apiPrefix: string,
  access: Pick<AppConfig, 'apiDocs' | 'metricsToken'>,
): RequestHandler[] {
  const docsPath = `/${apiPrefix}/docs`;
  let docs: Promise<RequestHandler> | undefined;
  const serveDocs: RequestHandler = (request, response, next) => {
    if (request.path !== `${docsPath}.json` && request.path !== docsPath && !request.path.startsWith(`${docsPath}/`)) {
      next();
      return;
    }
    docs ??= import('./openapi.js').then(({ apiDocsRouter }) => apiDocsRouter(app, docsPath));
    docs.then((router) => router(request, response, next), next);
  };
  return [docsAccess(access, docsPath), serveDocs];
}
