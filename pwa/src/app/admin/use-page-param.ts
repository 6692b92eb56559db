import { useListParams } from '../../features/admin/lists/hooks/use-list-params';

/** A list's page from `?page=` (1 when absent or bad), so that going back returns to the same page. */
export function usePageParam() {
  const { page, setPage } = useListParams([]);
  return { page, setPage };
}
