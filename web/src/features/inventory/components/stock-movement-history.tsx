import { useState } from 'react';
import { format } from 'date-fns';
import { EmptyState } from '@/components/empty-state';
import { Pager } from '@/components/pager';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { movementPageSize, useStockMovements } from '../api/get-stock-movements';
import { stockMovementReasonLabels } from '@tillwise/core/inventory/inventory-schemas';
import { quantityText } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';

const reasonLabels: Record<string, string> = stockMovementReasonLabels;

const signed = (change: number, soldBy: SoldBy) =>
  `${change > 0 ? '+' : change < 0 ? '-' : ''}${quantityText(Math.abs(change), soldBy)}`;

/** The product's stock ledger, newest first: what moved, why, by whom, and the stock it left. */
export function StockMovementHistory({ productId, soldBy }: { productId: string; soldBy: SoldBy }) {
  const [page, setPage] = useState(1);
  const movements = useStockMovements(productId, page);

  if (movements.isPending) return <Skeleton className="h-40" />;
  if (movements.isError) return <QueryError error={movements.error} onRetry={() => void movements.refetch()} />;
  if (movements.data.items.length === 0) return <EmptyState title="No stock movements yet" />;
  return (
    <div className="space-y-2">
      <Table aria-label="Stock movements">
        <TableHeader>
          <TableRow>
            <TableHead>Date</TableHead>
            <TableHead>Reason</TableHead>
            <TableHead className="text-right">Change</TableHead>
            <TableHead className="text-right">Stock</TableHead>
            <TableHead className="hidden sm:table-cell">By</TableHead>
            <TableHead className="hidden sm:table-cell">Note</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {movements.data.items.map((movement) => (
            <TableRow key={movement.id}>
              <TableCell className="whitespace-nowrap">
                {format(new Date(movement.createdAt), 'MMM dd, y HH:mm')}
              </TableCell>
              <TableCell>{reasonLabels[movement.reason] ?? movement.reason}</TableCell>
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
        noun={['movement', 'movements']}
        onPageChange={setPage}
      />
    </div>
  );
}
