import type { DashboardDay } from '@shop/contracts/admin-dashboard/admin-dashboard';
import { useId } from 'react';
import { dollarsToCents, formatUsd } from '@shop/contracts/money';
import { useAdminText } from '../../i18n/use-admin-text';

const WIDTH = 300;
const HEIGHT = 100;
const BAR_GAP = 2;

const money = (dollars: number) => formatUsd(dollarsToCents(dollars));
/** A dashboard day (YYYY-MM-DD, a UTC day) as "Nov 26" (or "11月26日"), the same day in every time zone. */
const dayLabelIn = (language: string) => (date: string | undefined) =>
  date ? new Date(`${date}T00:00:00Z`).toLocaleDateString(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }) : '';

/**
 * Revenue and paid orders per day as two rows of SVG bars (each bar with its day and figures as a
 * tooltip), described for screen readers, with the same numbers as a table one click away.
 */
export function SalesChart({ days }: { days: DashboardDay[] }) {
  const { t, language } = useAdminText();
  const dayLabel = dayLabelIn(language);
  const describe = (day: DashboardDay) =>
    `${dayLabel(day.date)}: ${t('dashboard.orderCount', { count: day.orders })}, ${money(day.revenue)}`;
  return (
    <figure className="sales-chart">
      <DayBars
        days={days}
        title={t('dashboard.revenue')}
        description={t('dashboard.chartDescription')}
        valueOf={(day) => day.revenue}
        describe={describe}
        tone="revenue"
      />
      <DayBars days={days} title={t('dashboard.orders')} valueOf={(day) => day.orders} describe={describe} tone="orders" />
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

interface DayBarsProps {
  days: DashboardDay[];
  title: string;
  description?: string;
  valueOf: (day: DashboardDay) => number;
  describe: (day: DashboardDay) => string;
  tone: 'revenue' | 'orders';
}

function DayBars({ days, title, description, valueOf, describe, tone }: DayBarsProps) {
  const id = useId();
  const highest = Math.max(...days.map(valueOf), 0);
  const slot = WIDTH / Math.max(days.length, 1);
  return (
    <svg
      className={`sales-chart__svg sales-chart__svg--${tone}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-desc` : undefined}
    >
      <title id={`${id}-title`}>{title}</title>
      {description && <desc id={`${id}-desc`}>{description}</desc>}
      <line className="sales-chart__axis" x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} />
      {days.map((day, index) => {
        const value = valueOf(day);
        // A day with sales keeps a sliver of a bar, however small next to the best day.
        const height = highest === 0 || value === 0 ? 0 : Math.max(2, (value / highest) * (HEIGHT - 4));
        return (
          <rect
            key={day.date}
            className="sales-chart__bar"
            x={index * slot + BAR_GAP / 2}
            y={HEIGHT - height}
            width={slot - BAR_GAP}
            height={height}
          >
            <title>{describe(day)}</title>
          </rect>
        );
      })}
    </svg>
  );
}
