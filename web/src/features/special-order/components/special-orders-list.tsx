import { FormattedMessage, useIntl } from 'react-intl';

import { specialOrderStatuses } from '@tillwise/core/special-order/special-order-schemas';
import type { SpecialOrderStatus } from '@tillwise/core/special-order/special-order-schemas';
import { EmptyState } from '@/components/empty-state';
import { Pager } from '@/components/pager';
import { QueryError } from '@/components/query-error';
import { RowOpenButton } from '@/components/row-open-button';
import { SearchInput } from '@/components/search-input';
import { StatusSelect } from '@/components/status-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useListFilters } from '@/hooks/use-list-filters';
import { useSpecialOrders } from '../api/get-special-orders';
import { specialOrderStatusMessages } from '../lib/special-order-messages';
import { SpecialOrderStatusBadge } from './special-order-status-badge';
import { formatMoney } from '@/lib/money';
import { quantityText } from '@/lib/quantity';

export interface SpecialOrderFiltersState {
  q?: string;
  status?: SpecialOrderStatus;
}
const pageSize = 20;

interface SpecialOrdersListProps {
  filters: SpecialOrderFiltersState;
  onFiltersChange: (filters: SpecialOrderFiltersState) => void;
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (specialOrderId: string) => void;
}

/** The store's special orders: search by number, customer or item, filter by status, page; a row opens the order. */
export function SpecialOrdersList({ filters, onFiltersChange, page, onPageChange, onOpen }: SpecialOrdersListProps) {
  const intl = useIntl();
  const { q, set } = useListFilters(filters, onFiltersChange, onPageChange);
  const orders = useSpecialOrders({ q, status: filters.status, page, pageSize });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-2">
        <SearchInput
          className="min-w-56 flex-1"
          placeholder={intl.formatMessage({
            id: 'specialOrder.search.placeholder',
            defaultMessage: 'Search by order number, customer or item...',
          })}
          aria-label={intl.formatMessage({ id: 'specialOrder.search', defaultMessage: 'Search special orders' })}
          value={filters.q ?? ''}
          onChange={(event) => set({ q: event.target.value })}
        />
        <StatusSelect
          value={filters.status}
          statuses={specialOrderStatuses}
          labels={{
            ordered: intl.formatMessage(specialOrderStatusMessages.ordered),
            ready: intl.formatMessage(specialOrderStatusMessages.ready),
            collected: intl.formatMessage(specialOrderStatusMessages.collected),
            cancelled: intl.formatMessage(specialOrderStatusMessages.cancelled),
          }}
          onChange={(status) => set({ status })}
        />
      </div>
      {orders.isPending && <Skeleton className="h-64" />}
      {orders.isError && <QueryError error={orders.error} onRetry={() => void orders.refetch()} />}
      {orders.data?.items.length === 0 && (
        <EmptyState
          title={intl.formatMessage({ id: 'specialOrder.list.none', defaultMessage: 'No special orders found' })}
        />
      )}
      {orders.data && orders.data.items.length > 0 && (
        <div className="rounded-xl border bg-card p-2">
          <Table aria-label={intl.formatMessage({ id: 'specialOrder.plural', defaultMessage: 'Special orders' })}>
            <TableHeader>
              <TableRow>
                <TableHead>
                  <FormattedMessage id="specialOrder.list.order" defaultMessage="Order" />
                </TableHead>
                <TableHead className="hidden sm:table-cell">
                  <FormattedMessage id="specialOrder.list.customer" defaultMessage="Customer" />
                </TableHead>
                <TableHead className="hidden lg:table-cell">
                  <FormattedMessage id="specialOrder.item.name" defaultMessage="Item" />
                </TableHead>
                <TableHead className="hidden xl:table-cell">
                  <FormattedMessage id="specialOrder.list.purchaseOrder" defaultMessage="Purchase order" />
                </TableHead>
                <TableHead className="hidden lg:table-cell text-right">
                  <FormattedMessage id="specialOrder.new.deposit" defaultMessage="Deposit" />
                </TableHead>
                <TableHead className="text-right">
                  <FormattedMessage id="specialOrder.list.toPay" defaultMessage="To pay" />
                </TableHead>
                <TableHead>
                  <FormattedMessage id="specialOrder.list.status" defaultMessage="Status" />
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {orders.data.items.map((order) => (
                <TableRow key={order.id} className="cursor-pointer" onClick={() => onOpen(order.id)}>
                  <TableCell className="whitespace-normal">
                    <RowOpenButton onOpen={() => onOpen(order.id)}>{order.number}</RowOpenButton>
                    {/* On a phone the customer, and on a tablet the item, sit under the number: what is owed stays in view. */}
                    <span className="block text-xs text-muted-foreground lg:hidden">
                      <span className="sm:hidden">
                        {order.customer.name}
                        <br />
                      </span>
                      {quantityText(order.quantity, order.soldBy)} × {order.name}
                    </span>
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">{order.customer.name}</TableCell>
                  <TableCell className="hidden lg:table-cell whitespace-normal">
                    {quantityText(order.quantity, order.soldBy)} × {order.name}
                  </TableCell>
                  <TableCell className="hidden xl:table-cell">
                    {order.purchaseOrder ? `${order.purchaseOrder.number} · ${order.supplierName}` : order.supplierName}
                  </TableCell>
                  <TableCell className="hidden lg:table-cell text-right tabular-nums">
                    {formatMoney(order.paidCents)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(order.balanceCents)}</TableCell>
                  <TableCell>
                    <SpecialOrderStatusBadge status={order.status} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {orders.data && orders.data.total > 0 && (
        <Pager
          page={page}
          pageSize={pageSize}
          total={orders.data.total}
          noun={[
            intl.formatMessage({ id: 'specialOrder.noun.one', defaultMessage: 'special order' }),
            intl.formatMessage({ id: 'specialOrder.noun.other', defaultMessage: 'special orders' }),
          ]}
          onPageChange={onPageChange}
        />
      )}
    </div>
  );
}
