import { useId } from 'react';
import { format } from 'date-fns';
import { Download } from 'lucide-react';

import { paymentMethodLabels, paymentMethods } from '@tillwise/core/payment/tender';
import type { SaleListQuery } from '@tillwise/core/sale/sale-schemas';
import { EmptyState } from '@/components/empty-state';
import { FormField } from '@/components/form-field';
import { Pager } from '@/components/pager';
import { QueryError } from '@/components/query-error';
import { RowOpenButton } from '@/components/row-open-button';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useSales } from '../api/get-sales';
import { exportSalesCsv } from './export-sales';
import { SaleStatusBadge } from './sale-status-badge';
import { formatMoney } from '@/lib/money';

export type OrderFilters = Pick<Partial<SaleListQuery>, 'q' | 'status' | 'method' | 'from' | 'to' | 'sort'>;
const pageSize = 20;
const selectClass = 'h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs';

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
  const id = useId();
  const set = (changes: OrderFilters) => {
    onFiltersChange({ ...filters, ...changes });
    onPageChange(1);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-2">
        <SearchInput
          className="min-w-56 flex-1"
          placeholder="Search by order number or customer..."
          aria-label="Search orders"
          value={filters.q ?? ''}
          onChange={(event) => set({ q: event.target.value })}
        />
        <FormField id={`${id}-status`} label="Status">
          <select
            id={`${id}-status`}
            className={selectClass}
            value={filters.status ?? ''}
            onChange={(e) => set({ status: (e.target.value || undefined) as OrderFilters['status'] })}
          >
            <option value="">All statuses</option>
            <option value="completed">Completed</option>
            <option value="partially_refunded">Partly refunded</option>
            <option value="refunded">Refunded</option>
            <option value="parked">Pending</option>
            <option value="processing">Processing</option>
          </select>
        </FormField>
        <FormField id={`${id}-method`} label="Payment method">
          <select
            id={`${id}-method`}
            className={selectClass}
            value={filters.method ?? ''}
            onChange={(e) => set({ method: (e.target.value || undefined) as OrderFilters['method'] })}
          >
            <option value="">All methods</option>
            {paymentMethods.map((m) => (
              <option key={m} value={m}>
                {paymentMethodLabels[m]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-from`} label="From">
          <Input
            id={`${id}-from`}
            type="date"
            className="w-auto"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(e) => set({ from: e.target.value || undefined })}
          />
        </FormField>
        <FormField id={`${id}-to`} label="To">
          <Input
            id={`${id}-to`}
            type="date"
            className="w-auto"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(e) => set({ to: e.target.value || undefined })}
          />
        </FormField>
        <FormField id={`${id}-sort`} label="Sort">
          <select
            id={`${id}-sort`}
            className={selectClass}
            value={filters.sort ?? 'newest'}
            onChange={(e) => set({ sort: e.target.value as OrderFilters['sort'] })}
          >
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
            <option value="total-desc">Highest total</option>
            <option value="total-asc">Lowest total</option>
          </select>
        </FormField>
        <Button
          variant="outline"
          onClick={() => void exportSalesCsv({ ...query, q: filters.q?.trim() || undefined, page: 1 })}
        >
          <Download /> Export
        </Button>
      </div>
      {sales.isPending && <Skeleton className="h-64" />}
      {sales.isError && <QueryError error={sales.error} onRetry={() => void sales.refetch()} />}
      {sales.data?.items.length === 0 && <EmptyState title="No orders found" />}
      {sales.data && sales.data.items.length > 0 && (
        <div className="rounded-xl border bg-card p-2">
          <Table aria-label="Orders">
            <TableHeader>
              <TableRow>
                <TableHead>Order</TableHead>
                <TableHead className="hidden sm:table-cell">Date</TableHead>
                <TableHead className="hidden sm:table-cell">Customer</TableHead>
                <TableHead className="hidden md:table-cell">Staff</TableHead>
                <TableHead className="text-right">Total</TableHead>
                <TableHead>Status</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {sales.data.items.map((sale) => (
                <TableRow key={sale.id} className="cursor-pointer" onClick={() => onOpen(sale.id)}>
                  <TableCell className="whitespace-normal">
                    <RowOpenButton onOpen={() => onOpen(sale.id)}>{sale.number}</RowOpenButton>
                    {/* On a phone the date and customer sit under the number, so total and status stay in view. */}
                    <span className="block text-xs text-muted-foreground sm:hidden">
                      {format(new Date(sale.createdAt), 'MMM dd, y HH:mm')}
                      <br />
                      {sale.customer?.name ?? 'Walk-in Customer'}
                    </span>
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">
                    {format(new Date(sale.createdAt), 'MMM dd, y HH:mm')}
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">{sale.customer?.name ?? 'Walk-in Customer'}</TableCell>
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
          noun={['order', 'orders']}
          onPageChange={onPageChange}
        />
      )}
    </div>
  );
}
