import { FormattedMessage, useIntl } from 'react-intl';
import { layawayStatuses } from '@tillwise/core/layaway/layaway-schemas';
import type { LayawayStatus } from '@tillwise/core/layaway/layaway-schemas';
import { EmptyState } from '@/components/empty-state';
import { Pager } from '@/components/pager';
import { QueryError } from '@/components/query-error';
import { RowOpenButton } from '@/components/row-open-button';
import { SearchInput } from '@/components/search-input';
import { StatusSelect } from '@/components/status-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useListFilters } from '@/hooks/use-list-filters';
import { useLayaways } from '../api/get-layaways';
import { layawayStatusMessages, layawayTotalMessages } from '../lib/layaway-messages';
import { LayawayStatusBadge } from './layaway-status-badge';
import { formatMoney } from '@/lib/money';

export interface LayawayFiltersState {
  q?: string;
  status?: LayawayStatus;
}
const pageSize = 20;

interface LayawaysListProps {
  filters: LayawayFiltersState;
  onFiltersChange: (filters: LayawayFiltersState) => void;
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (layawayId: string) => void;
}

/** The store's layaways: search by number or customer, filter by status, page; a row opens the layaway. */
export function LayawaysList({ filters, onFiltersChange, page, onPageChange, onOpen }: LayawaysListProps) {
  const intl = useIntl();
  const { q, set } = useListFilters(filters, onFiltersChange, onPageChange);
  const layaways = useLayaways({ q, status: filters.status, page, pageSize });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-2">
        <SearchInput
          className="min-w-56 flex-1"
          placeholder={intl.formatMessage({
            id: 'layaway.search.placeholder',
            defaultMessage: 'Search by layaway number or customer...',
          })}
          aria-label={intl.formatMessage({ id: 'layaway.search', defaultMessage: 'Search layaways' })}
          value={filters.q ?? ''}
          onChange={(event) => set({ q: event.target.value })}
        />
        <StatusSelect
          value={filters.status}
          statuses={layawayStatuses}
          labels={{
            open: intl.formatMessage(layawayStatusMessages.open),
            overdue: intl.formatMessage(layawayStatusMessages.overdue),
            completed: intl.formatMessage(layawayStatusMessages.completed),
            cancelled: intl.formatMessage(layawayStatusMessages.cancelled),
          }}
          onChange={(status) => set({ status })}
        />
      </div>
      {layaways.isPending && <Skeleton className="h-64" />}
      {layaways.isError && <QueryError error={layaways.error} onRetry={() => void layaways.refetch()} />}
      {layaways.data?.items.length === 0 && (
        <EmptyState title={intl.formatMessage({ id: 'layaway.list.none', defaultMessage: 'No layaways found' })} />
      )}
      {layaways.data && layaways.data.items.length > 0 && (
        <div className="rounded-xl border bg-card p-2">
          <Table aria-label={intl.formatMessage({ id: 'layaway.plural', defaultMessage: 'Layaways' })}>
            <TableHeader>
              <TableRow>
                <TableHead>
                  <FormattedMessage id="layaway.titleLoading" defaultMessage="Layaway" />
                </TableHead>
                <TableHead className="hidden sm:table-cell">
                  <FormattedMessage id="layaway.list.customer" defaultMessage="Customer" />
                </TableHead>
                <TableHead className="hidden sm:table-cell">
                  <FormattedMessage id="layaway.payBy" defaultMessage="Pay by" />
                </TableHead>
                <TableHead className="hidden lg:table-cell text-right">
                  <FormattedMessage {...layawayTotalMessages.total} />
                </TableHead>
                <TableHead className="hidden lg:table-cell text-right">
                  <FormattedMessage {...layawayTotalMessages.paid} />
                </TableHead>
                <TableHead className="text-right">
                  <FormattedMessage {...layawayTotalMessages.leftToPay} />
                </TableHead>
                <TableHead>
                  <FormattedMessage id="layaway.list.status" defaultMessage="Status" />
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {layaways.data.items.map((layaway) => (
                <TableRow key={layaway.id} className="cursor-pointer" onClick={() => onOpen(layaway.id)}>
                  <TableCell className="whitespace-normal">
                    <RowOpenButton onOpen={() => onOpen(layaway.id)}>{layaway.number}</RowOpenButton>
                    {/* On a phone the customer and due date sit under the number, so what is owed stays in view. */}
                    <span className="block text-xs text-muted-foreground sm:hidden">
                      {layaway.customer.name}
                      <br />
                      <FormattedMessage
                        id="layaway.list.payByDate"
                        defaultMessage="Pay by {date}"
                        values={{ date: layaway.dueDate }}
                      />
                    </span>
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">{layaway.customer.name}</TableCell>
                  <TableCell className="hidden sm:table-cell">{layaway.dueDate}</TableCell>
                  <TableCell className="hidden lg:table-cell text-right tabular-nums">
                    {formatMoney(layaway.totalCents)}
                  </TableCell>
                  <TableCell className="hidden lg:table-cell text-right tabular-nums">
                    {formatMoney(layaway.paidCents)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(layaway.balanceCents)}</TableCell>
                  <TableCell>
                    <LayawayStatusBadge status={layaway.status} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {layaways.data && layaways.data.total > 0 && (
        <Pager
          page={page}
          pageSize={pageSize}
          total={layaways.data.total}
          noun={[
            intl.formatMessage({ id: 'layaway.noun.one', defaultMessage: 'layaway' }),
            intl.formatMessage({ id: 'layaway.noun.other', defaultMessage: 'layaways' }),
          ]}
          onPageChange={onPageChange}
        />
      )}
    </div>
  );
}
