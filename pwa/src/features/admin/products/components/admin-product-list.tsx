import { Link } from 'react-router-dom';
import { ADMIN_TEXT } from '../../admin-messages';
import { ADMIN_PATHS } from '../../admin-paths';
import type { AdminProduct } from '../admin-product';
import '../../admin-list.css';

/** Each product with its cover, name and listing; each opens its revise page. */
export function AdminProductList({ products }: { products: AdminProduct[] }) {
  const text = ADMIN_TEXT.lists;
  return (
    <ul className="admin-list" aria-label={text.products.title}>
      {products.map((product) => (
        <li key={product._id}>
          <Link className="admin-list__link" to={ADMIN_PATHS.reviseProduct(product._id)}>
            <span className="admin-list__cover">
              <img src={product.Cover} alt="" loading="lazy" decoding="async" />
            </span>
            <span className="admin-list__title">{product.ProductName}</span>
            <span className={product.Display ? 'admin-badge' : 'admin-badge admin-badge--off'}>
              {product.Display ? text.listed : text.unlisted}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
