import { Link } from 'react-router-dom';
import { ADMIN_TEXT } from '../../features/admin/admin-messages';
import { ADMIN_PATHS } from '../../features/admin/admin-paths';
import { AdminDashboard } from '../../features/admin/dashboard/components/admin-dashboard';
import { AdminPage } from './admin-page';

const text = ADMIN_TEXT.menu;

const entries = [
  { to: ADMIN_PATHS.addProduct, ...text.addProduct },
  { to: ADMIN_PATHS.manageProducts, ...text.manageProducts },
  { to: ADMIN_PATHS.addBoard, ...text.addBoard },
  { to: ADMIN_PATHS.manageBoards, ...text.manageBoards },
  { to: ADMIN_PATHS.manageOrders, ...text.manageOrders },
  { to: ADMIN_PATHS.userChat, ...text.userChat },
];

export function AdminMenuRoute() {
  return (
    <AdminPage title={text.title}>
      <AdminDashboard />
      <nav aria-label={text.title}>
        <ul className="admin-menu">
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link className="admin-menu__link" to={entry.to}>
                <span className="admin-menu__label">{entry.label}</span>
                <span className="admin-menu__detail">{entry.detail}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </AdminPage>
  );
}
