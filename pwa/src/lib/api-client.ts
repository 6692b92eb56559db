import { MESSAGES } from '../config/constants';
import { env } from '../config/env';

/**
 * The one error shape of every API call. `message` is what the shopper is told (spec §8): the
 * server's message when it answered `success: false`, else the generic fetch-failed text.
 * `status` is 0 when the network itself failed; `body` is the server's answer, when it sent one.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly serverMessage?: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ApiEnvelope {
  success?: boolean;
  message?: string;
}

export function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return request<T>(path, { method: 'GET', signal });
}

export function apiPost<T>(path: string, body: unknown): Promise<T> {
  return request<T>(path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
}

export function apiPatch<T>(path: string, body: unknown): Promise<T> {
  return request<T>(path, { method: 'PATCH', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
}

export function apiPut<T>(path: string, body: unknown): Promise<T> {
  return request<T>(path, { method: 'PUT', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
}

export function apiDelete<T>(path: string): Promise<T> {
  return request<T>(path, { method: 'DELETE' });
}

/** A multipart upload; the browser sets the Content-Type with its boundary. */
export function apiPostForm<T>(path: string, form: FormData): Promise<T> {
  return request<T>(path, { method: 'POST', body: form });
}

async function request<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${env.apiBase}/api${path}`, {
      ...init,
      credentials: 'include',
      // The backend refuses state-changing calls without it (CSRF guard); harmless on reads.
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...init.headers },
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(MESSAGES.fetchFailed, 0);
  }
  const body = (await response.json().catch(() => null)) as (T & ApiEnvelope) | null;
  const serverMessage = typeof body?.message === 'string' ? body.message : undefined;
  if (!response.ok) throw new ApiError(MESSAGES.fetchFailed, response.status, serverMessage, body);
  if (!body || body.success === false) {
    throw new ApiError(serverMessage ?? MESSAGES.fetchFailed, response.status, serverMessage, body);
  }
  return body;
}

/** A schema of the contracts (zod or zod/mini): anything with safeParse. */
interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * Checks an answer against its contract schema: a body of another shape (an older server, a proxy's page)
 * fails like a fetch, with the spec's generic message, instead of breaking the screen that draws it.
 */
export function parseAnswer<T>(schema: AnswerSchema<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(MESSAGES.fetchFailed, 200, undefined, body);
  return parsed.data;
}
