import { vi } from 'vitest';

export interface StubbedAnswer {
  status?: number;
  body: unknown;
}

/** The address a fetch call asked for. */
export function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** The JSON a fetch call sent (the app sends its bodies as JSON text). */
export function sentJson(init: RequestInit | undefined): unknown {
  return JSON.parse(typeof init?.body === 'string' ? init.body : '');
}

/** Replaces fetch with an API that answers each request path through `answer`. */
export function stubApi(answer: (path: string) => StubbedAnswer) {
  const fetchStub = vi.fn((input: RequestInfo | URL) => {
    const { status = 200, body } = answer(decodeURIComponent(urlOf(input)));
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

export function requestedPaths(fetchStub: ReturnType<typeof stubApi>): string[] {
  return fetchStub.mock.calls.map(([input]) => decodeURIComponent(urlOf(input)));
}
