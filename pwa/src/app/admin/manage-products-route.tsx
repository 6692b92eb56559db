import { ADMIN_TEXT } from '../../features/admin/admin-messages';
import { useAdminProducts } from '../../features/admin/products/api/get-admin-products';
import { AdminProductList } from '../../features/admin/products/components/admin-product-list';
import { AdminListPage } from './admin-list-page';
import { usePageParam } from './use-page-param';

export function ManageProductsRoute() {
  const { page, setPage } = usePageParam();
  const read = useAdminProducts(page);
  const text = ADMIN_TEXT.lists.products;
  return (
    <AdminListPage title={text.title} emptyText={text.empty} read={read} page={page} onPageChange={setPage}>
      {(products) => <AdminProductList products={products} />}
    </AdminListPage>
  );
}
