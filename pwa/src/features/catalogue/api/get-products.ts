import type { CatalogueStatus } from '@shop/contracts/catalogue/catalogue-filter';
import { useToast } from '../../../components/ui/use-toast';
import { apiGet } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/use-api-read';
import type { Product } from '../product-model';

export interface ProductsQuery {
  status: CatalogueStatus;
  filter: string;
  page: number;
}

export interface ProductsPage {
  products: Product[];
  totalItemNum: number;
}

export async function getProducts(
  { status, filter, page }: ProductsQuery,
  signal?: AbortSignal,
): Promise<ProductsPage> {
  const body = await apiGet<Partial<ProductsPage>>(
    `/products/getProducts/${status}/${encodeURIComponent(filter)}/${page}`,
    signal,
  );
  return { products: body.products ?? [], totalItemNum: body.totalItemNum ?? 0 };
}

export function useProducts(query: ProductsQuery | null) {
  const { showToast } = useToast();
  const key = query && `${query.status}/${query.filter}/${query.page}`;
  return useApiRead(key, (signal) => getProducts(query!, signal), (error) => showToast(error.message));
}
