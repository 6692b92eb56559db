import type { ProductListing, StockFilter } from '@shop/contracts/products/admin-product-list-query';
import { useAdminText } from '../../i18n/use-admin-text';
import { ListFilters } from '../../lists/components/list-filters';
import type { ProductListFilters as Filters } from '../api/get-admin-products';

/** Name search, low stock and listing of the products list. */
export function ProductListFilters({ filters, onChange }: { filters: Filters; onChange: (changes: Partial<Filters>) => void }) {
  const { t } = useAdminText();
  return (
    <ListFilters
      label={t('lists.filters.products')}
      search={{ name: 'q', label: t('lists.filters.productSearch'), value: filters.q }}
      choices={[
        {
          name: 'stock',
          label: t('lists.filters.stock'),
          value: filters.stock,
          options: [
            { value: '', label: t('lists.filters.anyStock') },
            { value: 'low' satisfies StockFilter, label: t('lists.filters.lowStock') },
          ],
        },
        {
          name: 'listing',
          label: t('lists.filters.listing'),
          value: filters.listing,
          options: [
            { value: '', label: t('lists.filters.anyListing') },
            { value: 'listed' satisfies ProductListing, label: t('lists.listed') },
            { value: 'unlisted' satisfies ProductListing, label: t('lists.unlisted') },
          ],
        },
      ]}
      onChange={onChange}
    />
  );
}
