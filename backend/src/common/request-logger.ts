import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** One line per request once it is answered: method, path (no query), status, milliseconds. */
export function requestLogger(logger = new Logger('HTTP')) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const started = performance.now();
    response.on('finish', () => {
      const path = request.originalUrl.split('?')[0];
      const milliseconds = (performance.now() - started).toFixed(1);
      logger.log(`${request.method} ${path} ${response.statusCode} ${milliseconds}ms`);
    });
    next();
  };
}
