import { ADMIN_PATHS } from '../../admin-paths';
import { useAdminText } from '../../i18n/use-admin-text';
import { CoverCardList } from '../../lists/components/cover-card-list';
import type { AdminListProduct } from '../admin-product';

/** Each product with its cover, name, listing and lowest stock; each opens its revise page. */
export function AdminProductList({ products }: { products: AdminListProduct[] }) {
  const { t } = useAdminText();
  return (
    <CoverCardList
      label={t('lists.products.title')}
      cards={products.map((product) => ({
        id: product._id,
        to: ADMIN_PATHS.reviseProduct(product._id),
        cover: product.Cover,
        title: product.ProductName,
        live: product.Display,
        badge: product.Display ? t('lists.listed') : t('lists.unlisted'),
        detail: product.LowestStock === null ? t('lists.noSubTypeForSale') : t('lists.lowestStock', { left: product.LowestStock }),
      }))}
    />
  );
}
