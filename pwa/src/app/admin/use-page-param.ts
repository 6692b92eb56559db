import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A list's page from `?page=` (1 when absent or bad), so that going back returns to the same page. */
export function usePageParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedPage = Number(searchParams.get('page'));
  const page = Number.isInteger(requestedPage) && requestedPage > 1 ? requestedPage : 1;
  const setPage = useCallback(
    (nextPage: number) => setSearchParams(nextPage > 1 ? { page: String(nextPage) } : {}),
    [setSearchParams],
  );
  return { page, setPage };
}
