import { useNavigate } from 'react-router-dom';
import { ADMIN_PATHS } from '../../features/admin/admin-paths';
import { useAdminText } from '../../features/admin/i18n/use-admin-text';
import { addProduct } from '../../features/admin/products/api/add-product';
import { useSaveProduct } from '../../features/admin/products/api/use-save-product';
import { ProductForm } from '../../features/admin/products/components/product-form';
import { emptyProductDraft, toProductFields } from '../../features/admin/products/product-draft';
import { AdminPage } from './admin-page';

/** After saving, the product list shows the new product first. */
export function AddProductRoute() {
  const navigate = useNavigate();
  const { t } = useAdminText();
  const save = useSaveProduct(addProduct);
  return (
    <AdminPage title={t('product.addTitle')}>
      <ProductForm
        mode="add"
        initialDraft={emptyProductDraft()}
        save={(draft) => save(toProductFields(draft))}
        onSaved={() => navigate(ADMIN_PATHS.manageProducts)}
      />
    </AdminPage>
  );
}
