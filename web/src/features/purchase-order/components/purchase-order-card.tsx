import type * as React from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { unitPriceSuffix } from '@tillwise/core/catalog/sold-by';
import type { PurchaseOrder, PurchaseOrderStatus } from '@tillwise/core/purchasing/purchase-order-schemas';
import { Badge } from '@/components/ui/badge';
import { dayOf, orderDay, purchaseOrderStatusMessages } from '../lib/purchase-order-messages';
import { formatMoney } from '@/lib/money';
import { quantityInputText, quantityText } from '@/lib/quantity';

const badge: Record<PurchaseOrderStatus, 'secondary' | 'warning' | 'success' | 'outline' | 'default'> = {
  draft: 'outline',
  sent: 'default',
  partial: 'warning',
  received: 'success',
  cancelled: 'secondary',
  closed: 'secondary',
};

/**
 * One purchase order: number, status, supplier, what is ordered and received of each line (a weight in its unit:
 * '1.5/2.5 lb'), and its value.
 */
export function PurchaseOrderCard({ order, actions }: { order: PurchaseOrder; actions?: React.ReactNode }) {
  const intl = useIntl();
  const when = (iso: string) => orderDay(intl, new Date(iso));
  return (
    <article aria-label={order.number} className="space-y-3 rounded-lg border bg-card p-4 text-card-foreground">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono font-semibold">{order.number}</span>
            <Badge variant={badge[order.status]}>
              <FormattedMessage {...purchaseOrderStatusMessages[order.status]} />
            </Badge>
          </div>
          <p className="text-sm">
            {order.supplier.name} · <span className="font-semibold tabular-nums">{formatMoney(order.totalCents)}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
      <ul
        aria-label={intl.formatMessage(
          { id: 'purchaseOrder.card.lines', defaultMessage: 'Lines of {number}' },
          { number: order.number },
        )}
        className="space-y-0.5 text-sm"
      >
        {order.lines.map((line) => (
          <li key={line.productId} className="flex gap-2">
            <span className="w-24 shrink-0 text-right tabular-nums">
              {order.status === 'draft' || order.status === 'sent'
                ? quantityText(line.quantity, line.soldBy)
                : `${quantityInputText(line.received, line.soldBy)}/${quantityText(line.quantity, line.soldBy)}`}
            </span>
            <span className="min-w-0 flex-1 truncate">{line.name}</span>
            <span className="shrink-0 text-muted-foreground tabular-nums">
              {formatMoney(line.unitCostCents)}
              {unitPriceSuffix(line.soldBy)}
            </span>
          </li>
        ))}
      </ul>
      {order.note && <p className="text-sm text-muted-foreground">“{order.note}”</p>}
      <p className="text-xs text-muted-foreground">
        <FormattedMessage
          id="purchaseOrder.card.written"
          defaultMessage="Written by {name}, {date}"
          values={{ name: order.createdBy.name, date: when(order.createdAt) }}
        />
        {order.sentAt && (
          <FormattedMessage
            id="purchaseOrder.card.sent"
            defaultMessage=" · Sent {date}"
            values={{ date: when(order.sentAt) }}
          />
        )}
        {order.expectedOn && (
          <FormattedMessage
            id="purchaseOrder.card.expected"
            defaultMessage=" · Expected {date}"
            values={{ date: orderDay(intl, dayOf(order.expectedOn)) }}
          />
        )}
        {order.receivedAt && (
          <FormattedMessage
            id="purchaseOrder.card.lastDelivery"
            defaultMessage=" · Last delivery {date}"
            values={{ date: when(order.receivedAt) }}
          />
        )}
      </p>
    </article>
  );
}
