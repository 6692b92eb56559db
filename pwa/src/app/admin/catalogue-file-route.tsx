import { CatalogueDownloads } from '../../features/admin/catalogue-file/components/catalogue-downloads';
import { ProductImportForm } from '../../features/admin/catalogue-file/components/product-import-form';
import { ADMIN_PATHS } from '../../features/admin/admin-paths';
import { useAdminText } from '../../features/admin/i18n/use-admin-text';
import { AdminPage } from './admin-page';

/** The catalogue in and out in bulk: a CSV import, and the product and order exports. */
export function CatalogueFileRoute() {
  const { t } = useAdminText();
  return (
    <AdminPage title={t('catalogueFile.title')} back={{ to: ADMIN_PATHS.menu, label: t('menu.title') }}>
      <ProductImportForm />
      <CatalogueDownloads />
    </AdminPage>
  );
}
