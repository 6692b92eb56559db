import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

// Letters, digits and a few separators: enough for UUIDs and proxies' ids, nothing that could forge a log line.
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The caller's X-Request-Id when it is well-formed, else a new UUID; echoed in the response's X-Request-Id. */
export function assignRequestId(request: IncomingMessage, response: ServerResponse): string {
  const incoming = request.headers[REQUEST_ID_HEADER.toLowerCase()];
  const requestId = typeof incoming === 'string' && WELL_FORMED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  response.setHeader(REQUEST_ID_HEADER, requestId);
  return requestId;
}

/** The id assignRequestId gave the request (pino-http keeps it as request.id). */
export function requestIdOf(request: IncomingMessage): string | undefined {
  const { id } = request as IncomingMessage & { id?: unknown };
  return typeof id === 'string' ? id : undefined;
}
