import { createContext, useContext, useEffect, useEffectEvent, useState } from 'react';
import { MESSAGES } from '../config/constants';
import { ApiError } from './api-client';
import { retryDelayMs, shouldRetry } from './read-retries';

/** A read's key, shaped like a TanStack Query key so one invalidation reaches both caches (query-client.ts). */
type ReadKey = readonly unknown[];

/** A storefront read as its screen draws it: the same fields a TanStack Query result has for these screens. */
export type CachedRead<T> = (
  | { status: 'pending'; data: undefined; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: T | undefined; error: ApiError }
) & { errorUpdatedAt: number; refetch: () => void };

type ReadState<T> = Omit<CachedRead<T>, 'refetch'>;

/** A read's answer as the server had it when it drew the page (app/ssr): the data, or the API's refusal. */
export type ServerAnswer = { data: unknown } | { error: { status: number; message: string } };

/**
 * The answers a server-drawn page was drawn from, by read key: on the server every read of the page starts from
 * them, and so does the app hydrating that page, which must draw the very same tree.
 */
const ServerAnswers = createContext<ReadonlyMap<string, ServerAnswer> | null>(null);
export const ServerAnswersProvider = ServerAnswers.Provider;

export function serverAnswerMap(answers: readonly (readonly [ReadKey, ServerAnswer])[]): ReadonlyMap<string, ServerAnswer> {
  return new Map(answers.map(([key, answer]) => [JSON.stringify(key), answer]));
}

function stateOfServerAnswer<T>(answer: ServerAnswer): ReadState<T> {
  if ('data' in answer) return { status: 'success', data: answer.data as T, error: null, errorUpdatedAt: 0 };
  const error = new ApiError(MESSAGES.fetchFailed, answer.error.status, answer.error.message);
  return { status: 'error', data: undefined, error, errorUpdatedAt: 0 };
}

/** How many answers are kept: the pages a shopper went back and forth between lately, not every page of a long browse. */
export const KEPT_ANSWERS_MAX = 50;
/**
 * The last answer to each read, by its key: a page opened again shows it at once while it is read anew.
 * Least recently used first (a Map keeps insertion order), so the oldest goes when there are too many.
 */
const lastAnswers = new Map<string, { key: ReadKey; data: unknown }>();
/** Answers as fresh as a read (keepCachedRead): the first mount that shows one does not read it again. */
const freshAnswers = new Set<string>();

/** Drops the kept answers whose key `matches`: the next visit waits for a fresh read instead of showing them. */
export function forgetCachedReads(matches: (key: ReadKey) => boolean): void {
  for (const [hash, answer] of lastAnswers) {
    if (!matches(answer.key)) continue;
    lastAnswers.delete(hash);
    freshAnswers.delete(hash);
  }
}

/** Keeps `data` as the last answer to `key`, as if just read: a server page's own answers (app/ssr), drawn at once. */
export function keepCachedRead(key: ReadKey, data: unknown): void {
  const hash = JSON.stringify(key);
  keepAnswer(hash, key, data);
  freshAnswers.add(hash);
}

function keepAnswer(hash: string, key: ReadKey, data: unknown): void {
  lastAnswers.delete(hash);
  lastAnswers.set(hash, { key, data });
  if (lastAnswers.size <= KEPT_ANSWERS_MAX) return;
  const [oldest] = lastAnswers.keys();
  lastAnswers.delete(oldest);
  freshAnswers.delete(oldest);
}

function stateOf<T>(hash: string | null): ReadState<T> {
  const kept = hash === null ? undefined : lastAnswers.get(hash);
  if (hash === null || !kept) return { status: 'pending', data: undefined, error: null, errorUpdatedAt: 0 };
  // Shown again: it becomes the most recently used.
  keepAnswer(hash, kept.key, kept.data);
  return { status: 'success', data: kept.data as T, error: null, errorUpdatedAt: 0 };
}

/**
 * The storefront's first-paint reads (catalogue, product, welcome boards) without a query library on the first
 * load. Behaves as the app's TanStack Query reads do (query-client.ts): read on every mount (but the first to show
 * a server page's own answer) and on reconnect,
 * showing the kept answer meanwhile; a try goes out even offline (the service worker answers from its cache),
 * and a failed one is retried after a network failure or a 5xx. A page never visited offline then says it could
 * not be loaded instead of staying blank, and reads again once the network is back.
 * `read` null: nothing to read yet (TanStack Query's skipToken).
 */
export function useCachedRead<T>(key: ReadKey, read: ((signal: AbortSignal) => Promise<T>) | null): CachedRead<T> {
  const hash = read && JSON.stringify(key);
  const serverAnswers = useContext(ServerAnswers);
  const serverAnswer = hash === null ? undefined : serverAnswers?.get(hash);
  const [state, setState] = useState(() =>
    serverAnswer && hash !== null && !lastAnswers.has(hash) ? stateOfServerAnswer<T>(serverAnswer) : stateOf<T>(hash),
  );
  const [readHash, setReadHash] = useState(hash);
  const [round, setRound] = useState(0);
  if (readHash !== hash) {
    setReadHash(hash);
    setState(stateOf<T>(hash));
  }
  const fetchAnswer = useEffectEvent((signal: AbortSignal) => read?.(signal));

  useEffect(() => {
    if (hash === null || (round === 0 && freshAnswers.delete(hash))) return;
    const controller = new AbortController();
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (failures: number) => {
      fetchAnswer(controller.signal)?.then(
        (data) => {
          if (controller.signal.aborted) return;
          keepAnswer(hash, JSON.parse(hash) as ReadKey, data);
          setState({ status: 'success', data, error: null, errorUpdatedAt: 0 });
        },
        (reason: unknown) => {
          if (controller.signal.aborted) return;
          // Every fetcher fails with an ApiError (api-client.ts), as the query cache's reads do.
          const error = reason as ApiError;
          if (shouldRetry(failures, error)) {
            retryTimer = setTimeout(() => attempt(failures + 1), retryDelayMs(failures));
            return;
          }
          setState((shown) => ({ status: 'error', data: shown.data, error, errorUpdatedAt: Date.now() }));
        },
      );
    };
    attempt(0);
    return () => {
      controller.abort();
      clearTimeout(retryTimer);
    };
  }, [hash, round]);

  useEffect(() => {
    const readAgain = () => setRound((count) => count + 1);
    window.addEventListener('online', readAgain);
    return () => window.removeEventListener('online', readAgain);
  }, []);

  const refetch = () => {
    setState((shown) => (shown.data === undefined ? stateOf<T>(null) : shown));
    setRound((count) => count + 1);
  };
  return { ...state, refetch } as CachedRead<T>;
}
