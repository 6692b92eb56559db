import type { AdminProductListQuery } from '@shop/contracts/products/admin-product-list-query';
import { useQuery } from '@tanstack/react-query';
import { adminProductsPageResponseSchema } from '@shop/contracts/products/admin-product';
import { apiGet } from '../../../../lib/api-client';
import { useReadFailure } from '../../../../lib/use-read-failure';
import { filterQuery, type ListFilters } from '../../lists/hooks/use-list-params';
import type { PagedList } from '../../paged-list';
import type { AdminListProduct } from '../admin-product';
import { adminQueryKeys } from '../../admin-query-keys';
import { useAdminToast } from '../../i18n/use-admin-toast';

/** The product list's query parameters: a name search, `stock=low` and `listing=listed|unlisted`. */
export const PRODUCT_LIST_FILTERS = ['q', 'stock', 'listing'] as const satisfies readonly (keyof AdminProductListQuery)[];
export type ProductListFilters = ListFilters<(typeof PRODUCT_LIST_FILTERS)[number]>;

/** Listed and unlisted products (or those the filters match), newest first, 12 a page. */
export async function getAdminProducts(
  page: number,
  filters: ProductListFilters,
  signal?: AbortSignal,
): Promise<PagedList<AdminListProduct>> {
  const body = await apiGet(`/products/admin/getProducts/${page}${filterQuery(filters)}`, adminProductsPageResponseSchema, signal);
  return { items: body.products, totalItemNum: body.totalItemNum };
}

export function useAdminProducts(page: number, filters: ProductListFilters) {
  const { toastError } = useAdminToast();
  const read = useQuery({
    queryKey: adminQueryKeys.productPage(page, filters),
    queryFn: ({ signal }) => getAdminProducts(page, filters, signal),
  });
  useReadFailure(read, toastError);
  return read;
}
