import { FormattedMessage, useIntl } from 'react-intl';
import { accountStatuses } from '@tillwise/core/account/account-list-schemas';
import type { AccountStatus } from '@tillwise/core/account/account-list-schemas';

import { EmptyState } from '@/components/empty-state';
import { Pager } from '@/components/pager';
import { QueryError } from '@/components/query-error';
import { RowOpenButton } from '@/components/row-open-button';
import { SearchInput } from '@/components/search-input';
import { StatusSelect } from '@/components/status-select';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useListFilters } from '@/hooks/use-list-filters';
import { useAccounts } from '../api/get-accounts';
import { formatMoney } from '@/lib/money';
import { accountStatusMessages } from '../lib/account-messages';

export interface AccountFiltersState {
  q?: string;
  status?: AccountStatus;
}
const pageSize = 20;
const variants: Record<AccountStatus, 'warning' | 'secondary' | 'success'> = {
  overdue: 'warning',
  owing: 'secondary',
  clear: 'success',
};

interface AccountsListProps {
  filters: AccountFiltersState;
  onFiltersChange: (filters: AccountFiltersState) => void;
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (customerId: string) => void;
}

/** Every trade account: search by customer, filter by status, page; a row opens the customer with their account. */
export function AccountsList({ filters, onFiltersChange, page, onPageChange, onOpen }: AccountsListProps) {
  const intl = useIntl();
  const statusLabels = Object.fromEntries(
    accountStatuses.map((status) => [status, intl.formatMessage(accountStatusMessages[status])]),
  ) as Record<AccountStatus, string>;
  const { q, set } = useListFilters(filters, onFiltersChange, onPageChange);
  const accounts = useAccounts({ q, status: filters.status, page, pageSize });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-2">
        <SearchInput
          className="min-w-56 flex-1"
          placeholder={intl.formatMessage({
            id: 'customer.accounts.searchPlaceholder',
            defaultMessage: 'Search customers by name, email or phone...',
          })}
          aria-label={intl.formatMessage({
            id: 'customer.accounts.searchLabel',
            defaultMessage: 'Search trade accounts',
          })}
          value={filters.q ?? ''}
          onChange={(event) => set({ q: event.target.value })}
        />
        <StatusSelect
          value={filters.status}
          statuses={accountStatuses}
          labels={statusLabels}
          onChange={(status) => set({ status })}
        />
      </div>
      {accounts.isPending && <Skeleton className="h-64" />}
      {accounts.isError && <QueryError error={accounts.error} onRetry={() => void accounts.refetch()} />}
      {accounts.data?.items.length === 0 && (
        <EmptyState
          title={intl.formatMessage({ id: 'customer.accounts.none', defaultMessage: 'No trade accounts found' })}
        />
      )}
      {accounts.data && accounts.data.items.length > 0 && (
        <div className="rounded-xl border bg-card p-2">
          <Table aria-label={intl.formatMessage({ id: 'customer.accounts.title', defaultMessage: 'Trade accounts' })}>
            <TableHeader>
              <TableRow>
                <TableHead>
                  <FormattedMessage id="customer.accounts.customer" defaultMessage="Customer" />
                </TableHead>
                <TableHead className="hidden lg:table-cell text-right">
                  <FormattedMessage id="customer.account.creditLimit" defaultMessage="Credit limit" />
                </TableHead>
                <TableHead className="hidden xl:table-cell">
                  <FormattedMessage id="customer.accounts.terms" defaultMessage="Terms" />
                </TableHead>
                <TableHead className="text-right">
                  <FormattedMessage id="customer.accounts.owed" defaultMessage="Owed" />
                </TableHead>
                <TableHead className="hidden sm:table-cell text-right">
                  <FormattedMessage id="customer.accountStatus.overdue" defaultMessage="Overdue" />
                </TableHead>
                <TableHead className="hidden lg:table-cell text-right">
                  <FormattedMessage id="customer.account.available" defaultMessage="Available" />
                </TableHead>
                <TableHead>
                  <FormattedMessage id="customer.accounts.status" defaultMessage="Status" />
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {accounts.data.items.map((account) => (
                <TableRow
                  key={account.customerId}
                  className="cursor-pointer"
                  onClick={() => onOpen(account.customerId)}
                >
                  <TableCell className="whitespace-normal">
                    <RowOpenButton onOpen={() => onOpen(account.customerId)}>{account.customerName}</RowOpenButton>
                    {account.overdueCents > 0 && (
                      <span className="block text-xs text-muted-foreground">
                        {/* On a phone the overdue amount sits under the name. */}
                        <span className="sm:hidden">
                          <FormattedMessage
                            id="customer.accounts.overdueAmount"
                            defaultMessage="{amount} overdue"
                            values={{ amount: formatMoney(account.overdueCents) }}
                          />
                          {' · '}
                        </span>
                        <FormattedMessage
                          id="customer.accounts.dueSince"
                          defaultMessage="due since {date}"
                          values={{ date: account.oldestDueDate }}
                        />
                      </span>
                    )}
                  </TableCell>
                  <TableCell className="hidden lg:table-cell text-right tabular-nums">
                    {formatMoney(account.creditLimitCents)}
                  </TableCell>
                  <TableCell className="hidden xl:table-cell">
                    <FormattedMessage
                      id="customer.accounts.termsDays"
                      defaultMessage="{days} days"
                      values={{ days: account.termsDays }}
                    />
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(account.balanceCents)}</TableCell>
                  <TableCell className="hidden sm:table-cell text-right tabular-nums">
                    {formatMoney(account.overdueCents)}
                  </TableCell>
                  <TableCell className="hidden lg:table-cell text-right tabular-nums">
                    {formatMoney(account.availableCents)}
                  </TableCell>
                  <TableCell>
                    <Badge variant={variants[account.status]}>{statusLabels[account.status]}</Badge>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {accounts.data && accounts.data.total > 0 && (
        <Pager
          page={page}
          pageSize={pageSize}
          total={accounts.data.total}
          noun={[
            intl.formatMessage({ id: 'customer.accounts.nounOne', defaultMessage: 'trade account' }),
            intl.formatMessage({ id: 'customer.accounts.nounOther', defaultMessage: 'trade accounts' }),
          ]}
          onPageChange={onPageChange}
        />
      )}
    </div>
  );
}
