import type { AdminDashboard as Dashboard } from '@shop/contracts/admin-dashboard/admin-dashboard';
import { Link } from 'react-router-dom';
import { dollarsToCents, formatUsd } from '@shop/contracts/money';
import { ADMIN_PATHS } from '../../admin-paths';
import { useAdminText } from '../../i18n/use-admin-text';
import { OrderStatusBadge } from '../../lists/components/order-status-badge';
import { useDashboard } from '../api/get-dashboard';
import { SalesChart } from './sales-chart';
import './admin-dashboard.css';

const money = (dollars: number) => formatUsd(dollarsToCents(dollars));

/** The admin menu's overview: sales, orders waiting, top products, low stock and unread chats, from one call. */
export function AdminDashboard() {
  const read = useDashboard();
  const { t } = useAdminText();
  if (read.status === 'pending') return <p className="admin-dashboard__note">{t('area.loading')}</p>;
  if (read.status === 'error') {
    return (
      <p className="admin-dashboard__note" role="alert">
        {t('dashboard.loadFailed')}{' '}
        <button type="button" className="button button--soft" onClick={() => void read.refetch()}>
          {t('area.tryAgain')}
        </button>
      </p>
    );
  }
  return <DashboardPanels dashboard={read.data} />;
}

function DashboardPanels({ dashboard }: { dashboard: Dashboard }) {
  const moreLowStock = dashboard.lowStockTotal - dashboard.lowStock.length;
  const { t } = useAdminText();
  const { conversations, messages } = dashboard.unreadChats;
  return (
    <section className="admin-dashboard" aria-label={t('dashboard.title')}>
      <section className="admin-dashboard__panel admin-dashboard__panel--wide" aria-labelledby="dashboard-sales">
        <h2 id="dashboard-sales" className="admin-dashboard__title">
          {t('dashboard.salesTitle')}
        </h2>
        <p className="admin-dashboard__figure">
          {t('dashboard.salesSummary', { count: dashboard.paidOrders, revenue: money(dashboard.revenue) })}
        </p>
        <SalesChart days={dashboard.days} />
      </section>

      <section className="admin-dashboard__panel" aria-labelledby="dashboard-waiting">
        <h2 id="dashboard-waiting" className="admin-dashboard__title">
          {t('dashboard.waitingTitle')}
        </h2>
        <ul className="admin-dashboard__list">
          {dashboard.waiting.map(({ status, count }) => (
            <li key={status}>
              <Link to={`${ADMIN_PATHS.manageOrders}?${new URLSearchParams({ status })}`} className="admin-dashboard__waiting">
                <OrderStatusBadge status={status} /> <span>{t('dashboard.orderCount', { count })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="admin-dashboard__panel" aria-labelledby="dashboard-top">
        <h2 id="dashboard-top" className="admin-dashboard__title">
          {t('dashboard.topTitle')}
        </h2>
        {dashboard.topProducts.length === 0 ? (
          <p>{t('dashboard.noSales')}</p>
        ) : (
          <ol className="admin-dashboard__list">
            {dashboard.topProducts.map((product) => (
              <li key={product.proid}>
                <Link to={ADMIN_PATHS.reviseProduct(product.proid)}>{product.name}</Link>{' '}
                <span className="admin-dashboard__detail">
                  {t('dashboard.topUnits', { units: product.units })} · {money(product.revenue)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className="admin-dashboard__panel" aria-labelledby="dashboard-low-stock">
        <h2 id="dashboard-low-stock" className="admin-dashboard__title">
          {t('dashboard.lowStockTitle', { threshold: dashboard.lowStockThreshold })}
        </h2>
        {dashboard.lowStock.length === 0 ? (
          <p>{t('dashboard.noLowStock')}</p>
        ) : (
          <ul className="admin-dashboard__list">
            {dashboard.lowStock.map((entry) => (
              <li key={`${entry.proid} ${entry.subType}`}>
                <Link to={ADMIN_PATHS.reviseProduct(entry.proid)}>
                  {entry.name} · {entry.subType}
                </Link>{' '}
                <span className="admin-dashboard__detail">{t('dashboard.left', { left: entry.left })}</span>
              </li>
            ))}
            {moreLowStock > 0 && (
              <li>
                <Link to={`${ADMIN_PATHS.manageProducts}?stock=low`}>{t('dashboard.lowStockMore', { more: moreLowStock })}</Link>
              </li>
            )}
          </ul>
        )}
      </section>

      <section className="admin-dashboard__panel" aria-labelledby="dashboard-chats">
        <h2 id="dashboard-chats" className="admin-dashboard__title">
          {t('dashboard.chatsTitle')}
        </h2>
        <p>
          {conversations === 0
            ? t('dashboard.noUnreadChats')
            : t('dashboard.unreadChats', { count: messages, chats: t('dashboard.chatCount', { count: conversations }) })}
        </p>
        <Link className="button button--soft" to={ADMIN_PATHS.userChat}>
          {t('dashboard.openChat')}
        </Link>
      </section>
    </section>
  );
}
