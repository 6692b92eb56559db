import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { NO_FILTER } from '@shop/contracts/catalogue/catalogue-filter';
import { type CatalogueOptions, catalogueOptionsAddress, catalogueOptionsFromAddress } from '@shop/contracts/catalogue/catalogue-options';

/**
 * The catalogue's place: status and filter from the path, page from `?page=` (1 when absent or bad), the sort and
 * filters from the rest of the address (`?sort=price-asc&inStock=1&min=5&max=20`). Changing the options goes
 * back to page 1.
 */
export function useCatalogueParams() {
  const { status, filter = NO_FILTER } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedPage = Number(searchParams.get('page'));
  const page = Number.isInteger(requestedPage) && requestedPage > 1 ? requestedPage : 1;
  const search = searchParams.toString();
  const options = useMemo(() => catalogueOptionsFromAddress(new URLSearchParams(search)), [search]);

  const setPage = useCallback(
    (nextPage: number) => setSearchParams({ ...catalogueOptionsAddress(options), ...(nextPage > 1 && { page: String(nextPage) }) }),
    [options, setSearchParams],
  );
  const setOptions = useCallback((next: CatalogueOptions) => setSearchParams(catalogueOptionsAddress(next)), [setSearchParams]);

  return { status, filter, page, setPage, options, setOptions };
}
