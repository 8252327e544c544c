import type * as React from 'react';
import { format } from 'date-fns';
import { ArrowRight } from 'lucide-react';
import { quantityTotals, quantityTotalsText } from '@tillwise/core/catalog/quantity-totals';
import { isSoldByWeight, quantityText } from '@tillwise/core/catalog/sold-by';
import { transferStatusLabels } from '@tillwise/core/inventory/transfer-schemas';
import type { Transfer } from '@tillwise/core/inventory/transfer-schemas';
import { Badge } from '@/components/ui/badge';

const when = (iso: string) => format(new Date(iso), 'MMM d, y HH:mm');

/**
 * One transfer: its number and status, where it goes, who sent and received it, and what it carries (units, and
 * each weight in its unit, never added together).
 */
export function TransferCard({ transfer, action }: { transfer: Transfer; action?: React.ReactNode }) {
  return (
    <article aria-label={transfer.number} className="space-y-3 rounded-lg border bg-card p-4 text-card-foreground">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono font-semibold">{transfer.number}</span>
            <Badge variant={transfer.status === 'received' ? 'success' : 'warning'}>
              {transferStatusLabels[transfer.status]}
            </Badge>
          </div>
          <p className="flex flex-wrap items-center gap-1 text-sm">
            {transfer.from.name} <ArrowRight className="size-3.5 text-muted-foreground" aria-label="to" />{' '}
            {transfer.to.name}
          </p>
        </div>
        {action}
      </div>
      <ul aria-label={`Products on ${transfer.number}`} className="space-y-0.5 text-sm">
        {transfer.lines.map((line) => (
          <li key={line.productId} className="flex gap-2">
            <span className="w-16 shrink-0 text-right tabular-nums">
              {isSoldByWeight(line.soldBy) ? quantityText(line.quantity, line.soldBy) : `${line.quantity} ×`}
            </span>
            <span className="min-w-0 truncate">{line.name}</span>
            <span className="hidden font-mono text-xs leading-5 text-muted-foreground sm:inline">{line.sku}</span>
          </li>
        ))}
      </ul>
      {transfer.note && <p className="text-sm text-muted-foreground">“{transfer.note}”</p>}
      <p className="text-xs text-muted-foreground">
        {transfer.lines.length} {transfer.lines.length === 1 ? 'product' : 'products'},{' '}
        {quantityTotalsText(quantityTotals(transfer.lines))} · Sent by {transfer.sentBy.name}, {when(transfer.sentAt)}
        {transfer.receivedBy && transfer.receivedAt && (
          <>
            {' '}
            · Received by {transfer.receivedBy.name}, {when(transfer.receivedAt)}
          </>
        )}
      </p>
    </article>
  );
}
