import type * as React from 'react';
import { format } from 'date-fns';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { TransferStatus } from '@tillwise/core/inventory/transfer-schemas';
import { quantityTotalsIn } from '@/lib/i18n/quantity-totals';
import { ArrowRight } from 'lucide-react';
import { quantityTotals } from '@tillwise/core/catalog/quantity-totals';
import { isSoldByWeight } from '@tillwise/core/catalog/sold-by';
import type { Transfer } from '@tillwise/core/inventory/transfer-schemas';
import { Badge } from '@/components/ui/badge';
import { quantityText } from '@/lib/quantity';

const statusNames: Record<TransferStatus, { id: string; defaultMessage: string }> = defineMessages({
  in_transit: { id: 'transfer.status.inTransit', defaultMessage: 'In transit' },
  received: { id: 'transfer.status.received', defaultMessage: 'Received' },
});

/**
 * One transfer: its number and status, where it goes, who sent and received it, and what it carries (units, and
 * each weight in its unit, never added together).
 */
export function TransferCard({ transfer, action }: { transfer: Transfer; action?: React.ReactNode }) {
  const intl = useIntl();
  // 'MMM d, y HH:mm' in US English as it always read; any other language as Intl writes it.
  const when = (iso: string) =>
    intl.locale === 'en-US'
      ? format(new Date(iso), 'MMM d, y HH:mm')
      : intl.formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });
  return (
    <article aria-label={transfer.number} className="space-y-3 rounded-lg border bg-card p-4 text-card-foreground">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono font-semibold">{transfer.number}</span>
            <Badge variant={transfer.status === 'received' ? 'success' : 'warning'}>
              {intl.formatMessage(statusNames[transfer.status])}
            </Badge>
          </div>
          <p className="flex flex-wrap items-center gap-1 text-sm">
            {transfer.from.name}{' '}
            <ArrowRight
              className="size-3.5 text-muted-foreground"
              aria-label={intl.formatMessage({ id: 'transfer.to', defaultMessage: 'to' })}
            />{' '}
            {transfer.to.name}
          </p>
        </div>
        {action}
      </div>
      <ul
        aria-label={intl.formatMessage(
          { id: 'transfer.productsOn', defaultMessage: 'Products on {number}' },
          { number: transfer.number },
        )}
        className="space-y-0.5 text-sm"
      >
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
        <FormattedMessage
          id="transfer.card.sent"
          defaultMessage="{count, plural, one {# product} other {# products}}, {quantity} · Sent by {name}, {when}"
          values={{
            count: transfer.lines.length,
            quantity: quantityTotalsIn(intl, quantityTotals(transfer.lines)),
            name: transfer.sentBy.name,
            when: when(transfer.sentAt),
          }}
        />
        {transfer.receivedBy && transfer.receivedAt && (
          <>
            {' '}
            <FormattedMessage
              id="transfer.card.received"
              defaultMessage="· Received by {name}, {when}"
              values={{ name: transfer.receivedBy.name, when: when(transfer.receivedAt) }}
            />
          </>
        )}
      </p>
    </article>
  );
}
