import type * as React from 'react';
import { format } from 'date-fns';
import { quantityInputText, quantityText, unitPriceSuffix } from '@tillwise/core/catalog/sold-by';

import { purchaseOrderStatusLabels } from '@tillwise/core/purchasing/purchase-order-schemas';
import type { PurchaseOrder, PurchaseOrderStatus } from '@tillwise/core/purchasing/purchase-order-schemas';
import { Badge } from '@/components/ui/badge';
import { formatMoney } from '@/lib/money';

const when = (iso: string) => format(new Date(iso), 'MMM d, y');
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
  return (
    <article aria-label={order.number} className="space-y-3 rounded-lg border bg-card p-4 text-card-foreground">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono font-semibold">{order.number}</span>
            <Badge variant={badge[order.status]}>{purchaseOrderStatusLabels[order.status]}</Badge>
          </div>
          <p className="text-sm">
            {order.supplier.name} · <span className="font-semibold tabular-nums">{formatMoney(order.totalCents)}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
      <ul aria-label={`Lines of ${order.number}`} className="space-y-0.5 text-sm">
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
        Written by {order.createdBy.name}, {when(order.createdAt)}
        {order.sentAt && <> · Sent {when(order.sentAt)}</>}
        {order.expectedOn && <> · Expected {format(new Date(`${order.expectedOn}T12:00:00`), 'MMM d, y')}</>}
        {order.receivedAt && <> · Last delivery {when(order.receivedAt)}</>}
      </p>
    </article>
  );
}
