import { vi } from 'vitest';

export interface StubbedAnswer {
  status?: number;
  body: unknown;
}

/** Replaces fetch with an API that answers each request path through `answer`. */
export function stubApi(answer: (path: string) => StubbedAnswer) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const { status = 200, body } = answer(decodeURIComponent(String(input)));
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

export function requestedPaths(fetchStub: ReturnType<typeof stubApi>): string[] {
  return fetchStub.mock.calls.map(([input]) => decodeURIComponent(String(input)));
}
