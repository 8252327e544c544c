import { ShoppingBag } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { Dashboard } from '@tillwise/core/report/dashboard-schemas';
import { localTimeAgo } from '@/lib/i18n/time-ago';
import { useScopedMoney } from '@/lib/scoped-money';
import { quantityText } from '@/lib/quantity';

/** The 4 latest sales, as 'New sale completed' with how long ago and the amount. */
export function RecentActivity({ sales, now }: { sales: Dashboard['recentSales']; now: Date }) {
  const intl = useIntl();
  const { formatMoney } = useScopedMoney();
  if (sales.length === 0)
    return (
      <p className="py-6 text-center text-sm text-muted-foreground">
        <FormattedMessage id="report.activity.none" defaultMessage="No sales yet" />
      </p>
    );
  return (
    <ul className="space-y-4">
      {sales.map((sale) => (
        <li key={sale.id} className="flex items-center gap-3">
          <span className="flex size-9 items-center justify-center rounded-full bg-primary/10 text-primary">
            <ShoppingBag className="size-4" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium">
              <FormattedMessage id="report.activity.newSale" defaultMessage="New sale completed" />
            </p>
            <p className="truncate text-xs text-muted-foreground">
              {localTimeAgo(intl, new Date(sale.completedAt))} · {sale.number}
            </p>
          </div>
          <span className="shrink-0 text-sm font-medium tabular-nums">{formatMoney(sale.totalCents)}</span>
        </li>
      ))}
      <li className="sr-only">
        <FormattedMessage
          id="report.activity.updated"
          defaultMessage="Updated {time}"
          values={{ time: now.toLocaleTimeString(intl.locale) }}
        />
      </li>
    </ul>
  );
}

/** The 4 best sellers of the last 14 days by sales, with the units or weight each sold. */
export function PopularProducts({ products }: { products: Dashboard['popularProducts'] }) {
  if (products.length === 0)
    return (
      <p className="py-6 text-center text-sm text-muted-foreground">
        <FormattedMessage id="report.popular.none" defaultMessage="No sales in the last 14 days" />
      </p>
    );
  const top = Math.max(1, products[0]?.netSalesCents ?? 1);
  return (
    <ul className="space-y-4">
      {products.map((product) => (
        <li key={product.productId} className="space-y-1.5">
          <div className="flex justify-between gap-3 text-sm">
            <span className="truncate font-medium">{product.name}</span>
            <span className="shrink-0 text-muted-foreground tabular-nums">
              <FormattedMessage
                id="report.popular.sold"
                defaultMessage="{quantity} sold"
                values={{ quantity: quantityText(product.sold, product.soldBy) }}
              />
            </span>
          </div>
          <div className="h-1.5 rounded-full bg-muted">
            <div
              className="h-full rounded-full bg-primary"
              style={{ width: `${(Math.max(0, product.netSalesCents) / top) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
