import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { SalesOverview } from '@tillwise/core/sale/sale-schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { SaleStatusBadge } from './sale-status-badge';
import { formatMoney } from '@/lib/money';
import { slipDateTime } from '@/lib/format-date';

interface OrdersOverviewProps {
  overview: SalesOverview;
  onViewAll: () => void;
  onViewPending: () => void;
  onViewProcessing: () => void;
  onOpen: (saleId: string) => void;
}

const messages = defineMessages({
  pending: { id: 'sale.overview.pending', defaultMessage: 'Pending' },
  viewPending: { id: 'sale.overview.viewPending', defaultMessage: 'View Pending' },
  processing: { id: 'sale.overview.processing', defaultMessage: 'Processing Payments' },
  viewProcessing: { id: 'sale.overview.viewProcessing', defaultMessage: 'View Processing' },
});

/** Recent Orders, Pending and Processing Payments, from the database. */
export function OrdersOverview({ overview, onViewAll, onViewPending, onViewProcessing, onOpen }: OrdersOverviewProps) {
  const intl = useIntl();
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <Card>
        <CardHeader>
          <CardTitle>
            <FormattedMessage id="sale.overview.recent" defaultMessage="Recent Orders" />
          </CardTitle>
        </CardHeader>
        <CardContent className="flex-1">
          <ul className="space-y-3">
            {overview.recent.map((sale) => (
              <li key={sale.id} className="flex items-center justify-between gap-2 text-sm">
                <button type="button" className="text-left" onClick={() => onOpen(sale.id)}>
                  <span className="block font-medium text-primary hover:underline">{sale.number}</span>
                  <span className="block text-xs text-muted-foreground">{slipDateTime(new Date(sale.createdAt))}</span>
                </button>
                <span className="flex items-center gap-2">
                  <span className="tabular-nums">{formatMoney(sale.totalCents)}</span>
                  <SaleStatusBadge status={sale.status} />
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
        <CardFooter>
          <Button variant="outline" className="w-full" onClick={onViewAll}>
            <FormattedMessage id="sale.overview.viewAll" defaultMessage="View All Orders" />
          </Button>
        </CardFooter>
      </Card>
      {[
        {
          key: 'pending',
          title: messages.pending,
          figures: overview.pending,
          action: messages.viewPending,
          onClick: onViewPending,
        },
        {
          key: 'processing',
          title: messages.processing,
          figures: overview.processing,
          action: messages.viewProcessing,
          onClick: onViewProcessing,
        },
      ].map((card) => (
        <Card key={card.key}>
          <CardHeader>
            <CardTitle>
              <FormattedMessage {...card.title} />
            </CardTitle>
          </CardHeader>
          <CardContent className="flex-1">
            <p className="text-3xl font-bold tabular-nums">{card.figures.count}</p>
            <p className="text-sm text-muted-foreground">
              {intl.formatMessage(
                { id: 'sale.overview.fromYesterday', defaultMessage: '{change} from yesterday' },
                {
                  change: `${card.figures.changeFromYesterday >= 0 ? '+' : '-'}${Math.abs(card.figures.changeFromYesterday)}`,
                },
              )}
            </p>
          </CardContent>
          <CardFooter>
            <Button variant="outline" className="w-full" onClick={card.onClick}>
              <FormattedMessage {...card.action} />
            </Button>
          </CardFooter>
        </Card>
      ))}
    </div>
  );
}
