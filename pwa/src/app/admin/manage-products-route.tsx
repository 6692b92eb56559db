import { useAdminText } from '../../features/admin/i18n/use-admin-text';
import { useListParams } from '../../features/admin/lists/hooks/use-list-params';
import { PRODUCT_LIST_FILTERS, useAdminProducts } from '../../features/admin/products/api/get-admin-products';
import { AdminProductList } from '../../features/admin/products/components/admin-product-list';
import { ProductListFilters } from '../../features/admin/products/components/product-list-filters';
import { AdminListPage } from './admin-list-page';

export function ManageProductsRoute() {
  const { page, setPage, filters, setFilters, filtered, clearFilters } = useListParams(PRODUCT_LIST_FILTERS);
  const read = useAdminProducts(page, filters);
  const { t } = useAdminText();
  return (
    <AdminListPage
      title={t('lists.products.title')}
      emptyText={t('lists.products.empty')}
      read={read}
      page={page}
      onPageChange={setPage}
      filters={<ProductListFilters filters={filters} onChange={setFilters} />}
      onClearFilters={filtered ? clearFilters : undefined}
    >
      {(products) => <AdminProductList products={products} />}
    </AdminListPage>
  );
}
