import { useNavigate } from 'react-router-dom';
import { ADMIN_TEXT } from '../../features/admin/admin-messages';
import { ADMIN_PATHS } from '../../features/admin/admin-paths';
import { addProduct } from '../../features/admin/products/api/add-product';
import { ProductForm } from '../../features/admin/products/components/product-form';
import { emptyProductDraft, toProductFields } from '../../features/admin/products/product-draft';
import { AdminPage } from './admin-page';

/** After saving, the product list shows the new product first. */
export function AddProductRoute() {
  const navigate = useNavigate();
  return (
    <AdminPage title={ADMIN_TEXT.product.addTitle}>
      <ProductForm
        mode="add"
        initialDraft={emptyProductDraft()}
        save={(draft) => addProduct(toProductFields(draft))}
        onSaved={() => navigate(ADMIN_PATHS.manageProducts)}
      />
    </AdminPage>
  );
}
