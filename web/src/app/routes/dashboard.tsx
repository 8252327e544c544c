import { lazy, Suspense } from 'react';
import {
  AlertTriangle,
  Banknote,
  DollarSign,
  Euro,
  JapaneseYen,
  Package,
  PoundSterling,
  TrendingUp,
} from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';

import { percentChange } from '@tillwise/core/report/change';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { OverdueLayawaysNotice } from '@/features/layaway/components/overdue-layaways-notice';
import { ReadySpecialOrdersNotice } from '@/features/special-order/components/ready-special-orders-notice';
import { useDashboard } from '@/features/report/api/get-dashboard';
import { PopularProducts, RecentActivity } from '@/features/report/components/activity-lists';
import { LowStockTable } from '@/features/report/components/low-stock-table';
import { SummaryCard } from '@/features/report/components/summary-card';
import { useSession } from '@/features/session/api/get-session';
import { useStartForRealStatus } from '@/features/settings/api/get-start-for-real';
import { DemoNotice } from '@/features/settings/components/demo-notice';
import { formatMoney, moneyFormat } from '@/lib/money';

// The sales card's sign is the store's currency's: a euro shop is not shown a dollar.
const currencyIcons: Record<string, typeof DollarSign> = {
  USD: DollarSign,
  CAD: DollarSign,
  AUD: DollarSign,
  NZD: DollarSign,
  EUR: Euro,
  GBP: PoundSterling,
  JPY: JapaneseYen,
};

// Recharts is loaded with the chart, after the figures are on screen.
const SalesOverviewChart = lazy(() =>
  import('@/features/report/components/sales-overview-chart').then((m) => ({ default: m.SalesOverviewChart })),
);

export function DashboardRoute() {
  const intl = useIntl();
  const session = useSession().data;
  const dashboard = useDashboard(session?.store.id);
  const demo = useStartForRealStatus(session?.permissions.includes('store:reset') ?? false);
  const d = dashboard.data;
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'dashboard.title', defaultMessage: 'Dashboard' })}
        description={intl.formatMessage({
          id: 'dashboard.description',
          defaultMessage: 'Welcome back to your retail management system.',
        })}
      />
      {session && demo.data?.holdsDemo && <DemoNotice storeName={session.store.name} />}
      {d && <OverdueLayawaysNotice overdue={d.overdueLayaways} />}
      {d && <ReadySpecialOrdersNotice ready={d.readySpecialOrders} />}
      {dashboard.isError && <QueryError error={dashboard.error} onRetry={() => void dashboard.refetch()} />}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {d ? (
          <>
            <SummaryCard
              title={intl.formatMessage({ id: 'dashboard.totalSales', defaultMessage: 'Total Sales' })}
              icon={currencyIcons[moneyFormat().currency] ?? Banknote}
              value={formatMoney(d.totalSalesCents)}
              change={percentChange(d.totalSalesCents, d.previousTotalSalesCents)}
            />
            <SummaryCard
              title={intl.formatMessage({ id: 'dashboard.averageDailySales', defaultMessage: 'Average Daily Sales' })}
              icon={TrendingUp}
              value={formatMoney(d.averageDailySalesCents)}
              change={percentChange(d.averageDailySalesCents, d.previousAverageDailySalesCents)}
            />
            <SummaryCard
              title={intl.formatMessage({ id: 'dashboard.totalProducts', defaultMessage: 'Total Products' })}
              icon={Package}
              value={String(d.totalProducts)}
              change={percentChange(d.totalProducts, d.previousTotalProducts)}
            />
            <SummaryCard
              title={intl.formatMessage({ id: 'dashboard.lowStockItems', defaultMessage: 'Low Stock Items' })}
              icon={AlertTriangle}
              value={String(d.lowStockCount)}
            />
          </>
        ) : (
          Array.from({ length: 4 }, (_, index) => <Skeleton key={index} className="h-32 rounded-xl" />)
        )}
      </div>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <CardTitle>
              <FormattedMessage id="dashboard.salesOverview" defaultMessage="Sales Overview" />
            </CardTitle>
            <CardDescription>
              <FormattedMessage
                id="dashboard.salesOverview.description"
                defaultMessage="Net sales of the last 14 days"
              />
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Suspense fallback={<Skeleton className="h-[300px]" />}>
              {d ? <SalesOverviewChart daily={d.daily} /> : <Skeleton className="h-[300px]" />}
            </Suspense>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <FormattedMessage id="dashboard.recentActivity" defaultMessage="Recent Activity" />
            </CardTitle>
            <CardDescription>
              <FormattedMessage
                id="dashboard.recentActivity.description"
                defaultMessage="The latest sales at the till"
              />
            </CardDescription>
          </CardHeader>
          <CardContent>
            {d ? (
              <RecentActivity sales={d.recentSales} now={new Date(dashboard.dataUpdatedAt)} />
            ) : (
              <Skeleton className="h-48" />
            )}
          </CardContent>
        </Card>
      </div>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <CardTitle>
              <FormattedMessage id="dashboard.lowStock" defaultMessage="Low Stock Alert" />
            </CardTitle>
            <CardDescription>
              <FormattedMessage id="dashboard.lowStock.description" defaultMessage="Products closest to running out" />
            </CardDescription>
          </CardHeader>
          <CardContent>{d ? <LowStockTable products={d.lowStock} /> : <Skeleton className="h-48" />}</CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <FormattedMessage id="dashboard.popularProducts" defaultMessage="Popular Products" />
            </CardTitle>
            <CardDescription>
              <FormattedMessage
                id="dashboard.popularProducts.description"
                defaultMessage="Best sellers of the last 14 days"
              />
            </CardDescription>
          </CardHeader>
          <CardContent>
            {d ? <PopularProducts products={d.popularProducts} /> : <Skeleton className="h-48" />}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
