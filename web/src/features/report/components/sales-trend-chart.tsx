import { format, parseISO } from 'date-fns';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { figureNames } from '@tillwise/core/report/figure-names';
import type { SalesReport } from '@tillwise/core/report/report-schemas';
import { useScopedMoney } from '@/lib/scoped-money';

/** The Sales Summary chart: each day's sales, refunds and net sales, the days dated ('Oct 29'). */
export function SalesTrendChart({ daily }: { daily: SalesReport['daily'] }) {
  const { formatAxisMoney, formatMoney, fromChartAmount, toChartAmount } = useScopedMoney();
  const data = daily.map((day) => ({
    date: format(parseISO(day.date), 'MMM d'),
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
          <Bar dataKey="sales" name={figureNames.sales} fill="var(--primary)" animationDuration={1500} />
          <Bar dataKey="refunds" name={figureNames.refunds} fill="var(--destructive)" animationDuration={1500} />
          <Bar dataKey="netSales" name={figureNames.netSales} fill="var(--chart-2)" animationDuration={1500} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
