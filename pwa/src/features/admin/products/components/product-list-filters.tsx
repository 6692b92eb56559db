import { ADMIN_TEXT } from '../../admin-messages';
import { ListFilters } from '../../lists/components/list-filters';
import type { ProductListFilters as Filters } from '../api/get-admin-products';

/** Name search, low stock and listing of the products list. */
export function ProductListFilters({ filters, onChange }: { filters: Filters; onChange: (changes: Partial<Filters>) => void }) {
  const text = ADMIN_TEXT.lists.filters;
  return (
    <ListFilters
      label={text.products}
      search={{ name: 'q', label: text.productSearch, value: filters.q }}
      choices={[
        {
          name: 'stock',
          label: text.stock,
          value: filters.stock,
          options: [
            { value: '', label: text.anyStock },
            { value: 'low', label: text.lowStock },
          ],
        },
        {
          name: 'listing',
          label: text.listing,
          value: filters.listing,
          options: [
            { value: '', label: text.anyListing },
            { value: 'listed', label: ADMIN_TEXT.lists.listed },
            { value: 'unlisted', label: ADMIN_TEXT.lists.unlisted },
          ],
        },
      ]}
      onChange={onChange}
    />
  );
}
