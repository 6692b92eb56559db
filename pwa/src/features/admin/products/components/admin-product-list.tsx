import { ADMIN_TEXT } from '../../admin-messages';
import { ADMIN_PATHS } from '../../admin-paths';
import { CoverCardList } from '../../lists/components/cover-card-list';
import type { AdminListProduct } from '../admin-product';

/** Each product with its cover, name, listing and lowest stock; each opens its revise page. */
export function AdminProductList({ products }: { products: AdminListProduct[] }) {
  const text = ADMIN_TEXT.lists;
  return (
    <CoverCardList
      label={text.products.title}
      cards={products.map((product) => ({
        id: product._id,
        to: ADMIN_PATHS.reviseProduct(product._id),
        cover: product.Cover,
        title: product.ProductName,
        live: product.Display,
        badge: product.Display ? text.listed : text.unlisted,
        detail: text.lowestStock(product.LowestStock),
      }))}
    />
  );
}
