import { useId, useState } from 'react';
import { ORDER_STATUSES } from '@shop/contracts/orders/order-status';
import { useAdminText } from '../../i18n/use-admin-text';
import { orderExportUrl, type OrderExportFilters, PRODUCT_EXPORT_URL } from '../api/export-paths';

/** The catalogue as a CSV the import reads back, and the orders of a date range and status, one row per line item. */
export function CatalogueDownloads() {
  const { t } = useAdminText();
  const id = useId();
  const [filters, setFilters] = useState<OrderExportFilters>({});
  const change = (changes: OrderExportFilters) => setFilters((current) => ({ ...current, ...changes }));
  return (
    <section className="catalogue-file__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('catalogueFile.exportTitle')}</h2>
      <p>
        <a className="button button--soft" href={PRODUCT_EXPORT_URL} download="products.csv">
          {t('catalogueFile.exportProducts')}
        </a>
      </p>
      <div className="catalogue-file__form">
        <label className="field">
          <span className="field__label">{t('catalogueFile.from')}</span>
          <input type="date" value={filters.from ?? ''} onChange={(event) => change({ from: event.target.value })} />
        </label>
        <label className="field">
          <span className="field__label">{t('catalogueFile.to')}</span>
          <input type="date" value={filters.to ?? ''} onChange={(event) => change({ to: event.target.value })} />
        </label>
        <label className="field">
          <span className="field__label">{t('lists.filters.status')}</span>
          <select value={filters.status ?? ''} onChange={(event) => change({ status: event.target.value })}>
            <option value="">{t('lists.filters.allStatuses')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </label>
        <a className="button button--soft" href={orderExportUrl(filters)} download="orders.csv">
          {t('catalogueFile.exportOrders')}
        </a>
      </div>
    </section>
  );
}
