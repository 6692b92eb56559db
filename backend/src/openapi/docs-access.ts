import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { hasBearerToken } from '../observability/metrics-access.guard.js';

export const DOCS_NEED_TOKEN = 'API docs need the METRICS_TOKEN bearer token';

/**
 * Guards /api/docs and /api/docs.json (API_DOCS=token, production's default): they answer only with the
 * METRICS_TOKEN bearer token, and without a METRICS_TOKEN they are absent (404), as the metrics are.
 */
export function docsAccess(config: Pick<AppConfig, 'apiDocs' | 'metricsToken'>, docsPath: string): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (config.apiDocs === 'public' || !request.path.startsWith(docsPath)) next();
    else if (!config.metricsToken) response.status(404).json({ success: false, message: 'Not found' });
    else if (!hasBearerToken(request, config.metricsToken)) response.status(401).json({ success: false, message: DOCS_NEED_TOKEN });
    else next();
  };
}
