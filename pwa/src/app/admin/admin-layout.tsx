import { Link, Outlet } from 'react-router-dom';
import { useToastsOfPage } from '../../components/ui/use-toasts-of-page';
import { SkipLink } from '../../components/ui/skip-link';
import { useLogout } from '../../features/account/api/logout';
import { AdminGuard } from '../../features/admin/access/components/admin-guard';
import { ADMIN_PATHS } from '../../features/admin/admin-paths';
import { LanguageSwitch } from '../../features/admin/i18n/components/language-switch';
import { useAdminText } from '../../features/admin/i18n/use-admin-text';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { AppNotices } from '../pwa/app-notices';
import { LogoMark } from '../shop/logo-mark';
import './admin-layout.css';

/** The back office frame: a calm header with the language switch, the shop link and Log out, the access check, then the screen. */
export function AdminLayout() {
  useToastsOfPage();
  const { t, language } = useAdminText();
  const logout = useLogout();
  return (
    <div className="admin-layout" lang={language}>
      <SkipLink />
      <header className="app-header">
        <div className="app-header__bar admin-header__bar">
          <Link to={ADMIN_PATHS.menu} className="app-header__brand admin-header__home" aria-label={t('area.homeLink')}>
            <LogoMark />
            <span aria-hidden="true">{t('area.name')}</span>
          </Link>
          <div className="admin-header__tools">
            <LanguageSwitch />
            <Link to="/" className="admin-header__shop-link">
              {t('area.shopLink')}
            </Link>
            <button
              type="button"
              className="button button--soft admin-header__logout"
              disabled={logout.isPending}
              onClick={() => logout.mutate()}
            >
              {t('area.logout')}
            </button>
          </div>
        </div>
      </header>
      <AppNotices />
      <main className="admin-layout__main" id="main" tabIndex={-1}>
        <RouteErrorBoundary>
          <AdminGuard>
            <Outlet />
          </AdminGuard>
        </RouteErrorBoundary>
      </main>
    </div>
  );
}
