import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { StockMovementReason } from '@tillwise/core/inventory/inventory-schemas';
import { slipDateTime } from '@/lib/format-date';
import { EmptyState } from '@/components/empty-state';
import { Pager } from '@/components/pager';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { movementPageSize, useStockMovements } from '../api/get-stock-movements';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { quantityText } from '@/lib/quantity';

// As core's stockMovementReasonLabels.
const reasonLabels: Record<StockMovementReason, MessageDescriptor> = defineMessages({
  initial: { id: 'inventory.movement.initial', defaultMessage: 'Opening stock' },
  sale: { id: 'inventory.movement.sale', defaultMessage: 'Sale' },
  refund: { id: 'inventory.movement.refund', defaultMessage: 'Refund' },
  received: { id: 'inventory.movement.received', defaultMessage: 'Received' },
  counted: { id: 'inventory.movement.counted', defaultMessage: 'Counted' },
  damaged: { id: 'inventory.movement.damaged', defaultMessage: 'Damaged' },
  other: { id: 'inventory.movement.other', defaultMessage: 'Other' },
  transfer_out: { id: 'inventory.movement.transferOut', defaultMessage: 'Transfer out' },
  transfer_in: { id: 'inventory.movement.transferIn', defaultMessage: 'Transfer in' },
});
const reasonLabel = (intl: ReturnType<typeof useIntl>, reason: string) =>
  reason in reasonLabels ? intl.formatMessage(reasonLabels[reason as StockMovementReason]) : reason;

const signed = (change: number, soldBy: SoldBy) =>
  `${change > 0 ? '+' : change < 0 ? '-' : ''}${quantityText(Math.abs(change), soldBy)}`;

/** The product's stock ledger, newest first: what moved, why, by whom, and the stock it left. */
export function StockMovementHistory({ productId, soldBy }: { productId: string; soldBy: SoldBy }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const movements = useStockMovements(productId, page);

  if (movements.isPending) return <Skeleton className="h-40" />;
  if (movements.isError) return <QueryError error={movements.error} onRetry={() => void movements.refetch()} />;
  if (movements.data.items.length === 0)
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'inventory.movements.none', defaultMessage: 'No stock movements yet' })}
      />
    );
  return (
    <div className="space-y-2">
      <Table aria-label={intl.formatMessage({ id: 'inventory.movements', defaultMessage: 'Stock movements' })}>
        <TableHeader>
          <TableRow>
            <TableHead>
              <FormattedMessage id="inventory.column.date" defaultMessage="Date" />
            </TableHead>
            <TableHead>
              <FormattedMessage id="inventory.column.reason" defaultMessage="Reason" />
            </TableHead>
            <TableHead className="text-right">
              <FormattedMessage id="inventory.column.change" defaultMessage="Change" />
            </TableHead>
            <TableHead className="text-right">
              <FormattedMessage id="inventory.column.stock" defaultMessage="Stock" />
            </TableHead>
            <TableHead className="hidden sm:table-cell">
              <FormattedMessage id="inventory.column.by" defaultMessage="By" />
            </TableHead>
            <TableHead className="hidden sm:table-cell">
              <FormattedMessage id="inventory.column.note" defaultMessage="Note" />
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {movements.data.items.map((movement) => (
            <TableRow key={movement.id}>
              <TableCell className="whitespace-nowrap">{slipDateTime(new Date(movement.createdAt))}</TableCell>
              <TableCell>{reasonLabel(intl, movement.reason)}</TableCell>
              <TableCell
                className={
                  movement.quantityChange < 0
                    ? 'text-right text-red-600 tabular-nums'
                    : 'text-right text-green-700 tabular-nums'
                }
              >
                {signed(movement.quantityChange, soldBy)}
              </TableCell>
              <TableCell className="text-right tabular-nums">{quantityText(movement.stockAfter, soldBy)}</TableCell>
              <TableCell className="hidden sm:table-cell">{movement.userName ?? '—'}</TableCell>
              <TableCell className="hidden max-w-48 truncate text-muted-foreground sm:table-cell">
                {movement.note ?? movement.reference ?? ''}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pager
        page={page}
        pageSize={movementPageSize}
        total={movements.data.total}
        noun={[
          intl.formatMessage({ id: 'inventory.movements.nounOne', defaultMessage: 'movement' }),
          intl.formatMessage({ id: 'inventory.movements.nounOther', defaultMessage: 'movements' }),
        ]}
        onPageChange={setPage}
      />
    </div>
  );
}
