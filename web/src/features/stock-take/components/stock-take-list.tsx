import { useState } from 'react';
import { format } from 'date-fns';
import { stockTakeStatusLabels } from '@tillwise/core/inventory/stock-take-schemas';
import type { StockTakeStatus } from '@tillwise/core/inventory/stock-take-schemas';
import { EmptyState } from '@/components/empty-state';
import { Pager } from '@/components/pager';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useStockTakes } from '../api/get-stock-takes';

const pageSize = 20;
const when = (iso: string) => format(new Date(iso), 'MMM d, y HH:mm');
const badge: Record<StockTakeStatus, 'warning' | 'success' | 'secondary'> = {
  counting: 'warning',
  applied: 'success',
  cancelled: 'secondary',
};

/** The store's stock takes, newest first; choosing one opens it. */
export function StockTakeList({ onOpen }: { onOpen: (id: string) => void }) {
  const [page, setPage] = useState(1);
  const takes = useStockTakes({ page, pageSize });
  if (takes.isError) return <QueryError error={takes.error} onRetry={() => void takes.refetch()} />;
  if (takes.isPending) return <Skeleton className="h-40" />;
  if (takes.data.items.length === 0)
    return (
      <EmptyState
        title="No stock takes yet"
        hint="Start one to count a category or the whole store"
        className="rounded-lg border py-8"
      />
    );
  return (
    <div className="space-y-3">
      <div className="rounded-lg border">
        <Table aria-label="Stock takes">
          <TableHeader>
            <TableRow>
              <TableHead>Number</TableHead>
              <TableHead>Counting</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Counted</TableHead>
              <TableHead className="hidden md:table-cell">Started</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {takes.data.items.map((take) => (
              <TableRow key={take.id} className="cursor-pointer" onClick={() => onOpen(take.id)}>
                <TableCell>
                  <button
                    type="button"
                    className="font-mono font-semibold underline-offset-4 hover:underline"
                    onClick={() => onOpen(take.id)}
                  >
                    {take.number}
                  </button>
                </TableCell>
                <TableCell>{take.category?.name ?? 'All products'}</TableCell>
                <TableCell>
                  <Badge variant={badge[take.status]}>{stockTakeStatusLabels[take.status]}</Badge>
                </TableCell>
                <TableCell className="text-right tabular-nums">{take.countedCount}</TableCell>
                <TableCell className="hidden text-muted-foreground md:table-cell">
                  {when(take.startedAt)} · {take.startedBy.name}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {takes.data.total > pageSize && (
        <Pager
          page={page}
          pageSize={pageSize}
          total={takes.data.total}
          noun={['stock take', 'stock takes']}
          onPageChange={setPage}
        />
      )}
    </div>
  );
}
