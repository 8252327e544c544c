import { FormattedMessage, useIntl } from 'react-intl';
import { quoteStatuses } from '@tillwise/core/quote/quote-schemas';
import type { QuoteStatus } from '@tillwise/core/quote/quote-schemas';
import { EmptyState } from '@/components/empty-state';
import { Pager } from '@/components/pager';
import { QueryError } from '@/components/query-error';
import { RowOpenButton } from '@/components/row-open-button';
import { SearchInput } from '@/components/search-input';
import { StatusSelect } from '@/components/status-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useListFilters } from '@/hooks/use-list-filters';
import { useQuotes } from '../api/get-quotes';
import { quoteStatusMessages } from '../lib/quote-messages';
import { QuoteStatusBadge } from './quote-status-badge';
import { formatMoney } from '@/lib/money';

export interface QuoteFiltersState {
  q?: string;
  status?: QuoteStatus;
}
const pageSize = 20;

interface QuotesListProps {
  filters: QuoteFiltersState;
  onFiltersChange: (filters: QuoteFiltersState) => void;
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (quoteId: string) => void;
}

/** The store's quotes: search by number or customer, filter by status, page; a row opens the quote. */
export function QuotesList({ filters, onFiltersChange, page, onPageChange, onOpen }: QuotesListProps) {
  const intl = useIntl();
  const { q, set } = useListFilters(filters, onFiltersChange, onPageChange);
  const quotes = useQuotes({ q, status: filters.status, page, pageSize });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-2">
        <SearchInput
          className="min-w-56 flex-1"
          placeholder={intl.formatMessage({
            id: 'quote.search.placeholder',
            defaultMessage: 'Search by quote number or customer...',
          })}
          aria-label={intl.formatMessage({ id: 'quote.search', defaultMessage: 'Search quotes' })}
          value={filters.q ?? ''}
          onChange={(event) => set({ q: event.target.value })}
        />
        <StatusSelect
          value={filters.status}
          statuses={quoteStatuses}
          labels={{
            open: intl.formatMessage(quoteStatusMessages.open),
            expired: intl.formatMessage(quoteStatusMessages.expired),
            sold: intl.formatMessage(quoteStatusMessages.sold),
            cancelled: intl.formatMessage(quoteStatusMessages.cancelled),
          }}
          onChange={(status) => set({ status })}
        />
      </div>
      {quotes.isPending && <Skeleton className="h-64" />}
      {quotes.isError && <QueryError error={quotes.error} onRetry={() => void quotes.refetch()} />}
      {quotes.data?.items.length === 0 && (
        <EmptyState title={intl.formatMessage({ id: 'quote.list.none', defaultMessage: 'No quotes found' })} />
      )}
      {quotes.data && quotes.data.items.length > 0 && (
        <div className="rounded-xl border bg-card p-2">
          <Table aria-label={intl.formatMessage({ id: 'quote.customer.heading', defaultMessage: 'Quotes' })}>
            <TableHeader>
              <TableRow>
                <TableHead>
                  <FormattedMessage id="quote.titleLoading" defaultMessage="Quote" />
                </TableHead>
                <TableHead className="hidden sm:table-cell">
                  <FormattedMessage id="quote.list.customer" defaultMessage="Customer" />
                </TableHead>
                <TableHead className="hidden lg:table-cell">
                  <FormattedMessage id="quote.list.date" defaultMessage="Date" />
                </TableHead>
                <TableHead className="hidden sm:table-cell">
                  <FormattedMessage id="quote.list.validUntil" defaultMessage="Valid until" />
                </TableHead>
                <TableHead className="hidden lg:table-cell text-right">
                  <FormattedMessage id="quote.list.items" defaultMessage="Items" />
                </TableHead>
                <TableHead className="text-right">
                  <FormattedMessage id="quote.total" defaultMessage="Total" />
                </TableHead>
                <TableHead>
                  <FormattedMessage id="quote.list.status" defaultMessage="Status" />
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {quotes.data.items.map((quote) => (
                <TableRow key={quote.id} className="cursor-pointer" onClick={() => onOpen(quote.id)}>
                  <TableCell className="whitespace-normal">
                    <RowOpenButton onOpen={() => onOpen(quote.id)}>{quote.number}</RowOpenButton>
                    {/* On a phone the customer and validity sit under the number, so total and status stay in view. */}
                    <span className="block text-xs text-muted-foreground sm:hidden">
                      {quote.customer.name}
                      <br />
                      <FormattedMessage
                        id="quote.validUntil"
                        defaultMessage="Valid until {date}"
                        values={{ date: quote.validUntil }}
                      />
                    </span>
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">{quote.customer.name}</TableCell>
                  <TableCell className="hidden lg:table-cell">{quote.quotedOn}</TableCell>
                  <TableCell className="hidden sm:table-cell">{quote.validUntil}</TableCell>
                  <TableCell className="hidden lg:table-cell text-right tabular-nums">{quote.itemCount}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(quote.totalCents)}</TableCell>
                  <TableCell>
                    <QuoteStatusBadge status={quote.status} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {quotes.data && quotes.data.total > 0 && (
        <Pager
          page={page}
          pageSize={pageSize}
          total={quotes.data.total}
          noun={[
            intl.formatMessage({ id: 'quote.noun.one', defaultMessage: 'quote' }),
            intl.formatMessage({ id: 'quote.noun.other', defaultMessage: 'quotes' }),
          ]}
          onPageChange={onPageChange}
        />
      )}
    </div>
  );
}
