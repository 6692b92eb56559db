import { useToast } from '../../../../components/ui/use-toast';
import { apiGet } from '../../../../lib/api-client';
import { useApiRead } from '../../../../lib/use-api-read';
import type { PagedList } from '../../paged-list';
import type { AdminProduct } from '../admin-product';

/** Listed and unlisted products, newest first, 12 a page. */
export async function getAdminProducts(page: number, signal?: AbortSignal): Promise<PagedList<AdminProduct>> {
  const body = await apiGet<{ products?: AdminProduct[]; totalItemNum?: number }>(`/products/admin/getProducts/${page}`, signal);
  return { items: body.products ?? [], totalItemNum: body.totalItemNum ?? 0 };
}

export function useAdminProducts(page: number) {
  const { showToast } = useToast();
  return useApiRead(`admin-products/${page}`, (signal) => getAdminProducts(page, signal), (error) => showToast(error.message));
}
