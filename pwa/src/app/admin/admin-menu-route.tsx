import { Link } from 'react-router-dom';
import { ADMIN_PATHS } from '../../features/admin/admin-paths';
import { AdminDashboard } from '../../features/admin/dashboard/components/admin-dashboard';
import { useAdminText } from '../../features/admin/i18n/use-admin-text';
import { AdminPage } from './admin-page';

/** Each menu entry and its texts in the catalogue (menu.<entry>.label and .detail). */
const entries = [
  { to: ADMIN_PATHS.addProduct, entry: 'addProduct' },
  { to: ADMIN_PATHS.manageProducts, entry: 'manageProducts' },
  { to: ADMIN_PATHS.addBoard, entry: 'addBoard' },
  { to: ADMIN_PATHS.manageBoards, entry: 'manageBoards' },
  { to: ADMIN_PATHS.manageOrders, entry: 'manageOrders' },
  { to: ADMIN_PATHS.userChat, entry: 'userChat' },
  { to: ADMIN_PATHS.catalogueFile, entry: 'catalogueFile' },
  { to: ADMIN_PATHS.shopSettings, entry: 'shopSettings' },
  { to: ADMIN_PATHS.discountCodes, entry: 'discountCodes' },
] as const;

export function AdminMenuRoute() {
  const { t } = useAdminText();
  return (
    <AdminPage title={t('menu.title')}>
      <AdminDashboard />
      <nav aria-label={t('menu.title')}>
        <ul className="admin-menu">
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link className="admin-menu__link" to={entry.to}>
                <span className="admin-menu__label">{t(`menu.${entry.entry}.label`)}</span>
                <span className="admin-menu__detail">{t(`menu.${entry.entry}.detail`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </AdminPage>
  );
}
