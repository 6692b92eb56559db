import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { CATALOGUE_TABS } from '@shop/contracts/catalogue/catalogue-filter';
import { cataloguePath } from '@shop/contracts/catalogue/catalogue-filter';
import { Icon } from '../../components/ui/icon';
import { CartButton } from '../../features/cart/components/cart-button';
import { ADMIN_PATHS } from '../../features/admin/admin-paths';
import { CategoryPanel } from '../../features/catalogue/components/category-panel';
import { SearchBox } from '../../features/catalogue/components/search-box';
import { useStoredEmail } from '../../offline/use-stored-email';
import { AllTab } from './all-tab';
import { LogoMark } from './logo-mark';
import { useCatalogueLinks } from './use-catalogue-links';
import './nav-bar.css';

/** The storefront's header; `admin` (the logged-in account is an admin's) adds a link to the back office. */
export function NavBar({ onOpenCart, admin = false }: { onOpenCart: () => void; admin?: boolean }) {
  const { inProductsArea, onCheckout, categoryLink, searchLink } = useCatalogueLinks();
  const email = useStoredEmail();
  const navigate = useNavigate();
  const location = useLocation();
  // Each panel remembers the page it was opened on, so that it is closed again on the next page.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const [searchOpenedOn, setSearchOpenedOn] = useState<string | null>(null);
  const menuOpen = menuOpenedOn === location.key;
  const searchOpen = searchOpenedOn === location.key;

  return (
    <header className="app-header">
      <nav className="app-header__bar nav-bar" aria-label="Main">
        <Link to="/" className="app-header__brand nav-bar__logo" aria-label="Kawaii Shop home">
          <LogoMark />
          <span className="nav-bar__brand" aria-hidden="true">
            Kawaii Shop
          </span>
        </Link>
        <ul className="nav-bar__tabs">
          {CATALOGUE_TABS.map((tab) =>
            tab.status === 'all' ? (
              <AllTab key={tab.status} label={tab.label} to={cataloguePath(tab.status)} categoryLink={categoryLink} />
            ) : (
              <li key={tab.status} className="nav-tab">
                <NavLink className="nav-tab__link" to={cataloguePath(tab.status)}>
                  {tab.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
        <div className="nav-bar__actions">
          {admin && (
            <Link className="nav-bar__back-office" to={ADMIN_PATHS.menu}>
              Back office
            </Link>
          )}
          {inProductsArea && (
            <button
              type="button"
              className="icon-button"
              aria-label="Open search"
              aria-expanded={searchOpen}
              aria-controls="catalogue-search-row"
              onClick={() => setSearchOpenedOn(searchOpen ? null : location.key)}
            >
              <Icon name="search" />
            </button>
          )}
          {!onCheckout && <CartButton onOpen={onOpenCart} />}
          <Link className="icon-button" to={email ? '/profile' : '/login'} aria-label={email ? 'Your profile' : 'Log in'}>
            <Icon name="user" />
          </Link>
          <button
            type="button"
            className="icon-button nav-bar__burger"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpenedOn(menuOpen ? null : location.key)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
          </button>
        </div>
      </nav>
      {searchOpen && inProductsArea && (
        <div id="catalogue-search-row" className="nav-bar__search-row">
          <SearchBox onSearch={(keyword) => navigate(searchLink(keyword))} />
        </div>
      )}
      {menuOpen && (
        <div id="mobile-menu" className="mobile-menu">
          <ul className="mobile-menu__tabs">
            {CATALOGUE_TABS.map((tab) => (
              <li key={tab.status}>
                <NavLink className="mobile-menu__tab" to={cataloguePath(tab.status)}>
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <CategoryPanel linkFor={categoryLink} />
          {admin && (
            <Link className="mobile-menu__tab mobile-menu__back-office" to={ADMIN_PATHS.menu}>
              Back office
            </Link>
          )}
        </div>
      )}
    </header>
  );
}
