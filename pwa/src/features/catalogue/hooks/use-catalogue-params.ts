import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { NO_FILTER } from '@shop/contracts/catalogue/catalogue-filter';

/** The catalogue's place: status and filter from the path, page from `?page=` (1 when absent or bad). */
export function useCatalogueParams() {
  const { status, filter = NO_FILTER } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedPage = Number(searchParams.get('page'));
  const page = Number.isInteger(requestedPage) && requestedPage > 1 ? requestedPage : 1;

  const setPage = useCallback((nextPage: number) => setSearchParams(nextPage > 1 ? { page: String(nextPage) } : {}), [setSearchParams]);

  return { status, filter, page, setPage };
}
