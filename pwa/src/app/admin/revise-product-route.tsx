import { useParams } from 'react-router-dom';
import { ADMIN_PATHS } from '../../features/admin/admin-paths';
import { useAdminText } from '../../features/admin/i18n/use-admin-text';
import { useAdminProduct } from '../../features/admin/products/api/get-admin-product';
import { reviseProduct } from '../../features/admin/products/api/revise-product';
import { useSaveProduct } from '../../features/admin/products/api/use-save-product';
import { ProductForm } from '../../features/admin/products/components/product-form';
import { productToDraft, toProductFields } from '../../features/admin/products/product-draft';
import { AdminPage } from './admin-page';
import { AdminReadState } from './admin-read-state';

/** After saving, the product is read again (the save invalidates it), so the form holds what is stored and its new version. */
export function ReviseProductRoute() {
  const { proid } = useParams();
  const read = useAdminProduct(proid);
  const { t } = useAdminText();
  const save = useSaveProduct(reviseProduct);
  return (
    <AdminPage
      title={t('product.reviseTitle')}
      back={{ to: ADMIN_PATHS.manageProducts, label: t('area.backToList', { listName: t('lists.products.listName') }) }}
    >
      <AdminReadState read={read}>
        {(product) => (
          <ProductForm
            key={product.updatedAt}
            mode="revise"
            initialDraft={productToDraft(product)}
            save={(draft) => save({ ...toProductFields(draft), proID: product._id, display: draft.listed, updatedAt: product.updatedAt })}
          />
        )}
      </AdminReadState>
    </AdminPage>
  );
}
