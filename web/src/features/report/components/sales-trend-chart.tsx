import { useIntl } from 'react-intl';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import type { SalesReport } from '@tillwise/core/report/report-schemas';
import { useScopedMoney } from '@/lib/scoped-money';
import { chartDay } from '../lib/report-dates';
import { figureMessages } from '../lib/report-messages';

/** The Sales Summary chart: each day's sales, refunds and net sales, the days dated ('Oct 29'). */
export function SalesTrendChart({ daily }: { daily: SalesReport['daily'] }) {
  const intl = useIntl();
  const { formatAxisMoney, formatMoney, fromChartAmount, toChartAmount } = useScopedMoney();
  const data = daily.map((day) => ({
    date: chartDay(day.date),
    sales: toChartAmount(day.salesCents),
    refunds: toChartAmount(day.refundsCents),
    netSales: toChartAmount(day.netSalesCents),
  }));
  return (
    <div style={{ height: 300 }} data-testid="sales-summary-chart">
      <ResponsiveContainer width="100%" height={300}>
        <BarChart data={data} margin={{ top: 10, right: 12, left: 4, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
          <XAxis dataKey="date" tickLine={false} axisLine={false} fontSize={12} minTickGap={16} />
          <YAxis tickFormatter={formatAxisMoney} tickLine={false} axisLine={false} fontSize={12} width={64} />
          <Tooltip formatter={(value, name) => [formatMoney(fromChartAmount(Number(value))), name]} />
          <Legend />
          <Bar
            dataKey="sales"
            name={intl.formatMessage(figureMessages.sales)}
            fill="var(--primary)"
            animationDuration={1500}
          />
          <Bar
            dataKey="refunds"
            name={intl.formatMessage(figureMessages.refunds)}
            fill="var(--destructive)"
            animationDuration={1500}
          />
          <Bar
            dataKey="netSales"
            name={intl.formatMessage(figureMessages.netSales)}
            fill="var(--chart-2)"
            animationDuration={1500}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
