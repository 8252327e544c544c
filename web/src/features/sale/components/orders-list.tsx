import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState } from '@/components/empty-state';
import { Pager } from '@/components/pager';
import { QueryError } from '@/components/query-error';
import { RowOpenButton } from '@/components/row-open-button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useSales } from '../api/get-sales';
import { exportSalesCsv } from './export-sales';
import { OrdersFilters } from './orders-filters';
import type { OrderFilters } from './orders-filters';
import { SaleStatusBadge } from './sale-status-badge';
import { formatMoney } from '@/lib/money';
import { slipDateTime } from '@/lib/format-date';

export type { OrderFilters };
const pageSize = 20;

interface OrdersListProps {
  filters: OrderFilters;
  onFiltersChange: (filters: OrderFilters) => void;
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (saleId: string) => void;
}

/** Every order: search by number or customer, filter by status, method and dates, sort, page, export CSV. */
export function OrdersList({ filters, onFiltersChange, page, onPageChange, onOpen }: OrdersListProps) {
  const q = useDebouncedValue(filters.q?.trim() ?? '', 250);
  const query = { ...filters, q: q || undefined, page, pageSize };
  const sales = useSales(query);
  const intl = useIntl();
  const walkIn = intl.formatMessage({ id: 'sale.walkIn', defaultMessage: 'Walk-in Customer' });
  const set = (changes: OrderFilters) => {
    onFiltersChange({ ...filters, ...changes });
    onPageChange(1);
  };

  return (
    <div className="space-y-4">
      <OrdersFilters
        filters={filters}
        onChange={set}
        onExport={() => void exportSalesCsv({ ...query, q: filters.q?.trim() || undefined, page: 1 })}
      />
      {sales.isPending && <Skeleton className="h-64" />}
      {sales.isError && <QueryError error={sales.error} onRetry={() => void sales.refetch()} />}
      {sales.data?.items.length === 0 && (
        <EmptyState title={intl.formatMessage({ id: 'sale.noOrders', defaultMessage: 'No orders found' })} />
      )}
      {sales.data && sales.data.items.length > 0 && (
        <div className="rounded-xl border bg-card p-2">
          <Table aria-label={intl.formatMessage({ id: 'sale.orders', defaultMessage: 'Orders' })}>
            <TableHeader>
              <TableRow>
                <TableHead>
                  <FormattedMessage id="sale.column.order" defaultMessage="Order" />
                </TableHead>
                <TableHead className="hidden sm:table-cell">
                  <FormattedMessage id="sale.column.date" defaultMessage="Date" />
                </TableHead>
                <TableHead className="hidden sm:table-cell">
                  <FormattedMessage id="sale.column.customer" defaultMessage="Customer" />
                </TableHead>
                <TableHead className="hidden md:table-cell">
                  <FormattedMessage id="sale.column.staff" defaultMessage="Staff" />
                </TableHead>
                <TableHead className="text-right">
                  <FormattedMessage id="sale.column.total" defaultMessage="Total" />
                </TableHead>
                <TableHead>
                  <FormattedMessage id="sale.column.status" defaultMessage="Status" />
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {sales.data.items.map((sale) => (
                <TableRow key={sale.id} className="cursor-pointer" onClick={() => onOpen(sale.id)}>
                  <TableCell className="whitespace-normal">
                    <RowOpenButton onOpen={() => onOpen(sale.id)}>{sale.number}</RowOpenButton>
                    {/* On a phone the date and customer sit under the number, so total and status stay in view. */}
                    <span className="block text-xs text-muted-foreground sm:hidden">
                      {slipDateTime(new Date(sale.createdAt))}
                      <br />
                      {sale.customer?.name ?? walkIn}
                    </span>
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">{slipDateTime(new Date(sale.createdAt))}</TableCell>
                  <TableCell className="hidden sm:table-cell">{sale.customer?.name ?? walkIn}</TableCell>
                  <TableCell className="hidden md:table-cell">{sale.staff.name}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(sale.totalCents)}</TableCell>
                  <TableCell>
                    <SaleStatusBadge status={sale.status} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {sales.data && sales.data.total > 0 && (
        <Pager
          page={page}
          pageSize={pageSize}
          total={sales.data.total}
          count={(total) => (
            <FormattedMessage
              id="sale.orderCount"
              defaultMessage="{total, plural, one {{shown} order} other {{shown} orders}}"
              values={{ total, shown: String(total) }}
            />
          )}
          onPageChange={onPageChange}
        />
      )}
    </div>
  );
}
