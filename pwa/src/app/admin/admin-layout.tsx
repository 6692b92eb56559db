import { Link, Outlet } from 'react-router-dom';
import { useToastsOfPage } from '../../components/ui/use-toasts-of-page';
import { SkipLink } from '../../components/ui/skip-link';
import { AdminGuard } from '../../features/admin/access/components/admin-guard';
import { ADMIN_TEXT } from '../../features/admin/admin-messages';
import { ADMIN_PATHS } from '../../features/admin/admin-paths';
import { AppNotices } from '../pwa/app-notices';
import { LogoMark } from '../shop/logo-mark';
import './admin-layout.css';

/** The back office frame: a calm header, the access check, then the screen. */
export function AdminLayout() {
  useToastsOfPage();
  return (
    <div className="admin-layout">
      <SkipLink />
      <header className="app-header">
        <div className="app-header__bar admin-header__bar">
          <Link to={ADMIN_PATHS.menu} className="app-header__brand admin-header__home" aria-label={ADMIN_TEXT.area.homeLink}>
            <LogoMark />
            <span aria-hidden="true">{ADMIN_TEXT.area.name}</span>
          </Link>
          <Link to="/" className="admin-header__shop-link">
            {ADMIN_TEXT.area.shopLink}
          </Link>
        </div>
      </header>
      <AppNotices />
      <main className="admin-layout__main" id="main" tabIndex={-1}>
        <AdminGuard>
          <Outlet />
        </AdminGuard>
      </main>
    </div>
  );
}
