import type { CatalogueStatus } from '@shop/contracts/catalogue/catalogue-filter';
import { type CatalogueOptions, catalogueOptionsQuery } from '@shop/contracts/catalogue/catalogue-options';
import { useToast } from '../../../components/ui/use-toast';
import { apiGet } from '../../../lib/api-client';
import { useCachedRead } from '../../../lib/use-cached-read';
import { useReadFailure } from '../../../lib/use-read-failure';
import type { Product } from '../product-model';
import { catalogueQueryKeys } from './catalogue-query-keys';

export interface ProductsQuery {
  status: CatalogueStatus;
  filter: string;
  page: number;
  /** The sort and filters of the address; absent when there are none (the read's key is then the spec's place alone). */
  options?: CatalogueOptions;
}

export interface ProductsPage {
  products: Product[];
  totalItemNum: number;
}

export async function getProducts({ status, filter, page, options = {} }: ProductsQuery, signal?: AbortSignal): Promise<ProductsPage> {
  const path = `/products/getProducts/${status}/${encodeURIComponent(filter)}/${page}${catalogueOptionsQuery(options)}`;
  const { products, totalItemNum } = await apiGet(
    path,
    () => import('@shop/contracts/products/product').then((contract) => contract.productsPageResponseSchema),
    signal,
  );
  return { products, totalItemNum };
}

export function useProducts(query: ProductsQuery | null) {
  const { showToast } = useToast();
  const read = useCachedRead(catalogueQueryKeys.products(query), query ? (signal) => getProducts(query, signal) : null);
  useReadFailure(read, (error) => showToast(error.message));
  return read;
}
