import { useIntl } from 'react-intl';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import type { Dashboard } from '@tillwise/core/report/dashboard-schemas';
import { useScopedMoney } from '@/lib/scoped-money';
import { chartDay } from '../lib/report-dates';

/**
 * 'Sales Overview': the last 14 days' sales; x the day, its ticks dated ('Nov 26'), the tooltip 'Day N' (1–14);
 * y the amount with '$'. 300 px, animated 1.5 s.
 */
export function SalesOverviewChart({ daily }: { daily: Dashboard['daily'] }) {
  const intl = useIntl();
  const sales = intl.formatMessage({ id: 'report.overview.sales', defaultMessage: 'Sales' });
  const { formatAxisMoney, formatMoney, fromChartAmount, toChartAmount } = useScopedMoney();
  const data = daily.map((point) => ({ day: point.day, date: point.date, amount: toChartAmount(point.amountCents) }));
  const dateOf = new Map(daily.map((point) => [point.day, chartDay(point.date)]));
  return (
    <div style={{ height: 300 }} data-testid="sales-overview-chart">
      <ResponsiveContainer width="100%" height={300}>
        <AreaChart data={data} margin={{ top: 10, right: 12, left: 4, bottom: 0 }}>
          <defs>
            <linearGradient id="sales-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="5%" stopColor="var(--primary)" stopOpacity={0.35} />
              <stop offset="95%" stopColor="var(--primary)" stopOpacity={0} />
            </linearGradient>
          </defs>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
          <XAxis
            dataKey="day"
            tickFormatter={(day: number) => dateOf.get(day) ?? String(day)}
            tickLine={false}
            axisLine={false}
            fontSize={12}
            minTickGap={12}
          />
          <YAxis tickFormatter={formatAxisMoney} tickLine={false} axisLine={false} fontSize={12} width={56} />
          <Tooltip
            formatter={(value) => [formatMoney(fromChartAmount(Number(value))), sales]}
            labelFormatter={(day) =>
              intl.formatMessage({ id: 'report.overview.day', defaultMessage: 'Day {day}' }, { day: String(day) })
            }
          />
          <Area
            type="monotone"
            dataKey="amount"
            name={sales}
            stroke="var(--primary)"
            strokeWidth={2}
            fill="url(#sales-fill)"
            animationDuration={1500}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
