import { Link } from 'react-router-dom';
import { cataloguePath } from '@shop/contracts/catalogue/catalogue-filter';
import { useDocumentTitle } from '../../lib/use-document-title';
import './home-route.css';

export function HomeRoute() {
  useDocumentTitle(null);
  return (
    <div className="page home">
      <section className="home__welcome">
        <p className="home__eyebrow">Hello, friend!</p>
        <h1 className="home__title">Welcome to Kawaii Shop</h1>
        <p className="home__intro">
          Desk ornaments, phone cases, keychains, stickers, acrylic goodies and charms starring Hello Kitty, the Sanrio friends, Crayon
          Shin-chan, Jelly Cat and more — picked to make every day a little cuter.
        </p>
      </section>
      <ul className="home__tiles">
        <li>
          <Link className="home-tile home-tile--policy" to="/policy">
            <svg className="home-tile__art" viewBox="0 0 64 64" aria-hidden="true">
              <rect x="14" y="8" width="36" height="48" rx="8" fill="#fff" />
              <path d="M22 22h20M22 30h20M22 38h12" stroke="#b9a6ef" strokeWidth="4" strokeLinecap="round" />
              <circle cx="46" cy="48" r="9" fill="#f7a8c4" />
              <path d="m42 48 3 3 5-6" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span className="home-tile__label">Policy</span> <span className="home-tile__hint">Shipping, returns and privacy</span>
          </Link>
        </li>
        <li>
          <Link className="home-tile home-tile--accessory" to={cataloguePath('all')}>
            <svg className="home-tile__art" viewBox="0 0 64 64" aria-hidden="true">
              <circle cx="32" cy="12" r="6" fill="none" stroke="#c9a227" strokeWidth="4" />
              <path d="M32 18v6" stroke="#c9a227" strokeWidth="4" strokeLinecap="round" />
              <path d="M32 56S12 44 12 32a10 10 0 0 1 20-4 10 10 0 0 1 20 4c0 12-20 24-20 24Z" fill="#ff8fb3" />
              <circle cx="25" cy="34" r="2.5" fill="#3b2640" />
              <circle cx="39" cy="34" r="2.5" fill="#3b2640" />
              <path d="M29 40c2 1.6 4 1.6 6 0" stroke="#3b2640" strokeWidth="2" fill="none" strokeLinecap="round" />
            </svg>
            <span className="home-tile__label">Accessory</span> <span className="home-tile__hint">Browse every cute thing</span>
          </Link>
        </li>
      </ul>
    </div>
  );
}
