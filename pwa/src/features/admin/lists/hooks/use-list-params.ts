import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type ListFilters<Key extends string> = Record<Key, string>;

/** The query string of a list's filters (empty ones left out), as the list's API call and its links take it. */
export function filterQuery<Key extends string>(filters: ListFilters<Key>): string {
  const query = new URLSearchParams(Object.entries<string>(filters).filter(([, value]) => value !== '')).toString();
  return query ? `?${query}` : '';
}

/**
 * A list's page (`?page=`, 1 when absent or bad) and filters (one query parameter each) kept in the
 * address, so that a filtered page can be shared and the back button returns to it. A new filter
 * starts again from page 1.
 */
export function useListParams<Key extends string>(filterKeys: readonly Key[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedPage = Number(searchParams.get('page'));
  const page = Number.isInteger(requestedPage) && requestedPage > 1 ? requestedPage : 1;
  const searchKey = searchParams.toString();
  const filters = useMemo(
    () => Object.fromEntries(filterKeys.map((key) => [key, new URLSearchParams(searchKey).get(key)?.trim() ?? ''])) as ListFilters<Key>,
    [filterKeys, searchKey],
  );

  const setPage = useCallback(
    (nextPage: number) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (nextPage > 1) next.set('page', String(nextPage));
        else next.delete('page');
        return next;
      }),
    [setSearchParams],
  );

  const setFilters = useCallback(
    (changes: Partial<ListFilters<Key>>) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries<string | undefined>(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        next.delete('page');
        return next;
      }),
    [setSearchParams],
  );

  const filtered = Object.values<string>(filters).some((value) => value !== '');
  return { page, setPage, filters, setFilters, filtered, clearFilters: () => setSearchParams({}) };
}
