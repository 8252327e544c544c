import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { stockTakeStatusMessages, stockTakeWhen } from './stock-take-messages';
import type { StockTakeStatus } from '@tillwise/core/inventory/stock-take-schemas';
import { EmptyState } from '@/components/empty-state';
import { Pager } from '@/components/pager';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useStockTakes } from '../api/get-stock-takes';

const pageSize = 20;
const badge: Record<StockTakeStatus, 'warning' | 'success' | 'secondary'> = {
  counting: 'warning',
  applied: 'success',
  cancelled: 'secondary',
};

/** The store's stock takes, newest first; choosing one opens it. */
export function StockTakeList({ onOpen }: { onOpen: (id: string) => void }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const takes = useStockTakes({ page, pageSize });
  if (takes.isError) return <QueryError error={takes.error} onRetry={() => void takes.refetch()} />;
  if (takes.isPending) return <Skeleton className="h-40" />;
  if (takes.data.items.length === 0)
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'stockTake.none', defaultMessage: 'No stock takes yet' })}
        hint={intl.formatMessage({
          id: 'stockTake.noneHint',
          defaultMessage: 'Start one to count a category or the whole store',
        })}
        className="rounded-lg border py-8"
      />
    );
  return (
    <div className="space-y-3">
      <div className="rounded-lg border">
        <Table aria-label={intl.formatMessage({ id: 'stockTake.list', defaultMessage: 'Stock takes' })}>
          <TableHeader>
            <TableRow>
              <TableHead>
                <FormattedMessage id="stockTake.column.number" defaultMessage="Number" />
              </TableHead>
              <TableHead>
                <FormattedMessage id="stockTake.column.scope" defaultMessage="Counting" />
              </TableHead>
              <TableHead>
                <FormattedMessage id="stockTake.column.status" defaultMessage="Status" />
              </TableHead>
              <TableHead className="text-right">
                <FormattedMessage id="stockTake.column.counted" defaultMessage="Counted" />
              </TableHead>
              <TableHead className="hidden md:table-cell">
                <FormattedMessage id="stockTake.column.started" defaultMessage="Started" />
              </TableHead>
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
                <TableCell>
                  {take.category?.name ??
                    intl.formatMessage({ id: 'stockTake.allProducts', defaultMessage: 'All products' })}
                </TableCell>
                <TableCell>
                  <Badge variant={badge[take.status]}>{intl.formatMessage(stockTakeStatusMessages[take.status])}</Badge>
                </TableCell>
                <TableCell className="text-right tabular-nums">{take.countedCount}</TableCell>
                <TableCell className="hidden text-muted-foreground md:table-cell">
                  {stockTakeWhen(intl, take.startedAt)} · {take.startedBy.name}
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
          noun={[
            intl.formatMessage({ id: 'stockTake.nounOne', defaultMessage: 'stock take' }),
            intl.formatMessage({ id: 'stockTake.nounOther', defaultMessage: 'stock takes' }),
          ]}
          onPageChange={setPage}
        />
      )}
    </div>
  );
}
