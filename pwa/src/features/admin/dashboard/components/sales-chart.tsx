import { useId } from 'react';
import { dollarsToCents, formatCents } from '../../../../lib/money';
import { useAdminText } from '../../i18n/use-admin-text';
import type { DashboardDay } from '../admin-dashboard';

const WIDTH = 300;
const HEIGHT = 100;
const BAR_GAP = 2;

const money = (dollars: number) => formatCents(dollarsToCents(dollars));
/** A dashboard day (YYYY-MM-DD, a UTC day) as "Nov 26" (or "11月26日"), the same day in every time zone. */
const dayLabelIn = (language: string) => (date: string | undefined) =>
  date ? new Date(`${date}T00:00:00Z`).toLocaleDateString(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }) : '';

/**
 * Revenue per day as SVG bars (each with its day, orders and revenue as a tooltip), described for
 * screen readers, with the same numbers as a table one click away.
 */
export function SalesChart({ days }: { days: DashboardDay[] }) {
  const id = useId();
  const { t, language } = useAdminText();
  const dayLabel = dayLabelIn(language);
  const highest = Math.max(...days.map((day) => day.revenue), 0);
  const slot = WIDTH / Math.max(days.length, 1);
  return (
    <figure className="sales-chart">
      <svg className="sales-chart__svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
        <title id={`${id}-title`}>{t('dashboard.salesTitle')}</title>
        <desc id={`${id}-desc`}>{t('dashboard.chartDescription')}</desc>
        <line className="sales-chart__axis" x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} />
        {days.map((day, index) => {
          // A day with sales keeps a sliver of a bar, however small next to the best day.
          const height = highest === 0 || day.revenue === 0 ? 0 : Math.max(2, (day.revenue / highest) * (HEIGHT - 4));
          return (
            <rect key={day.date} className="sales-chart__bar" x={index * slot + BAR_GAP / 2} y={HEIGHT - height} width={slot - BAR_GAP} height={height}>
              <title>{`${dayLabel(day.date)}: ${t('dashboard.orderCount', { count: day.orders })}, ${money(day.revenue)}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="sales-chart__range">
        <span>{dayLabel(days[0]?.date)}</span>
        <span>{dayLabel(days.at(-1)?.date)}</span>
      </figcaption>
      <details className="sales-chart__table">
        <summary>{t('dashboard.showTable')}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.day')}</th>
              <th scope="col">{t('dashboard.orders')}</th>
              <th scope="col">{t('dashboard.revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{dayLabel(day.date)}</th>
                <td>{day.orders}</td>
                <td>{money(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
