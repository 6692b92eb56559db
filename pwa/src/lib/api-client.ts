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

/** A schema of the contracts (zod or zod/mini): anything with safeParse. */
interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly AnswerIssue[] } };
}

interface AnswerIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The contract schema of a call's answer, or a loader of it: the storefront's first-load calls load theirs
 * only when answers are checked, so that the shopper's first load carries no schema library.
 */
type AnswerContract<T> = AnswerSchema<T> | (() => Promise<AnswerSchema<T>>);

const jsonHeaders = { 'Content-Type': 'application/json' };

export function apiGet<T>(path: string, contract: AnswerContract<T>, signal?: AbortSignal): Promise<T> {
  return request(path, { method: 'GET', signal }, contract);
}

export function apiPost<T>(path: string, body: unknown, contract: AnswerContract<T>): Promise<T> {
  return request(path, { method: 'POST', body: JSON.stringify(body), headers: jsonHeaders }, contract);
}

export function apiPatch<T>(path: string, body: unknown, contract: AnswerContract<T>): Promise<T> {
  return request(path, { method: 'PATCH', body: JSON.stringify(body), headers: jsonHeaders }, contract);
}

export function apiPut<T>(path: string, body: unknown, contract: AnswerContract<T>): Promise<T> {
  return request(path, { method: 'PUT', body: JSON.stringify(body), headers: jsonHeaders }, contract);
}

export function apiDelete<T>(path: string, contract: AnswerContract<T>): Promise<T> {
  return request(path, { method: 'DELETE' }, contract);
}

/** A multipart upload; the browser sets the Content-Type with its boundary. */
export function apiPostForm<T>(path: string, form: FormData, contract: AnswerContract<T>): Promise<T> {
  return request(path, { method: 'POST', body: form }, contract);
}

/** The shop's calls set their headers as a plain record, which the defaults below are merged with. */
type ShopRequestInit = Omit<RequestInit, 'headers'> & { headers?: Record<string, string> };

async function request<T>(path: string, init: ShopRequestInit, contract: AnswerContract<T>): Promise<T> {
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
  const body = (await response.json().catch(() => null)) as ApiEnvelope | null;
  const serverMessage = typeof body?.message === 'string' ? body.message : undefined;
  if (!response.ok) throw new ApiError(MESSAGES.fetchFailed, response.status, serverMessage, body);
  if (!body || body.success === false) {
    throw new ApiError(serverMessage ?? MESSAGES.fetchFailed, response.status, serverMessage, body);
  }
  if (env.checkAnswers) checkAnswer(typeof contract === 'function' ? await contract() : contract, body, path);
  // The body as sent, not the parsed copy: development reads exactly what production reads.
  return body as T;
}

/** An answer of another shape than its contract fails like a fetch, with the spec's generic message, and says why in the console. */
function checkAnswer<T>(schema: AnswerSchema<T>, body: unknown, path: string): void {
  const parsed = schema.safeParse(body);
  if (parsed.success) return;
  const issues = parsed.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(answer)'}: ${issue.message}`);
  console.error(`The answer of ${path} breaks its contract (${issues.join('; ')})`, body);
  throw new ApiError(MESSAGES.fetchFailed, 200, undefined, body);
}
