import { Link } from 'react-router-dom';
import './site-footer.css';
import { cataloguePath } from '@shop/contracts/catalogue/catalogue-filter';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__brand">Kawaii Shop</p>
        <p className="site-footer__tagline">Cute companions for your desk, phone and bag.</p>
        <ul className="site-footer__links">
          <li>
            <Link to={cataloguePath('all')}>Accessories</Link>
          </li>
          <li>
            <Link to={cataloguePath('new')}>New arrivals</Link>
          </li>
          <li>
            <Link to="/policy">Policy</Link>
          </li>
        </ul>
        <p className="site-footer__copyright">© {new Date().getFullYear()} Kawaii Shop team. Prices in USD.</p>
      </div>
    </footer>
  );
}
