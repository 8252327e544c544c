import { format } from 'date-fns';

import type { SalesOverview } from '@tillwise/core/sale/sale-schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { SaleStatusBadge } from './sale-status-badge';
import { formatMoney } from '@/lib/money';

interface OrdersOverviewProps {
  overview: SalesOverview;
  onViewAll: () => void;
  onViewPending: () => void;
  onViewProcessing: () => void;
  onOpen: (saleId: string) => void;
}

const fromYesterday = (change: number) => `${change >= 0 ? '+' : '-'}${Math.abs(change)} from yesterday`;

/** Recent Orders, Pending and Processing Payments, from the database. */
export function OrdersOverview({ overview, onViewAll, onViewPending, onViewProcessing, onOpen }: OrdersOverviewProps) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <Card>
        <CardHeader>
          <CardTitle>Recent Orders</CardTitle>
        </CardHeader>
        <CardContent className="flex-1">
          <ul className="space-y-3">
            {overview.recent.map((sale) => (
              <li key={sale.id} className="flex items-center justify-between gap-2 text-sm">
                <button type="button" className="text-left" onClick={() => onOpen(sale.id)}>
                  <span className="block font-medium text-primary hover:underline">{sale.number}</span>
                  <span className="block text-xs text-muted-foreground">
                    {format(new Date(sale.createdAt), 'MMM dd, y HH:mm')}
                  </span>
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
            View All Orders
          </Button>
        </CardFooter>
      </Card>
      {[
        { title: 'Pending', figures: overview.pending, action: 'View Pending', onClick: onViewPending },
        {
          title: 'Processing Payments',
          figures: overview.processing,
          action: 'View Processing',
          onClick: onViewProcessing,
        },
      ].map((card) => (
        <Card key={card.title}>
          <CardHeader>
            <CardTitle>{card.title}</CardTitle>
          </CardHeader>
          <CardContent className="flex-1">
            <p className="text-3xl font-bold tabular-nums">{card.figures.count}</p>
            <p className="text-sm text-muted-foreground">{fromYesterday(card.figures.changeFromYesterday)}</p>
          </CardContent>
          <CardFooter>
            <Button variant="outline" className="w-full" onClick={card.onClick}>
              {card.action}
            </Button>
          </CardFooter>
        </Card>
      ))}
    </div>
  );
}
