import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { SaleSummary } from '@tillwise/core/sale/sale-schemas';
import { EmptyState } from '@/components/empty-state';
import { SearchInput } from '@/components/search-input';
import { QueryError } from '@/components/query-error';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { HeldSales } from '../api/held-sales';
import { useRefundableSales } from '../api/search-refundable-sales';
import { refundError } from '../lib/refund-messages';
import { slipDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';

const refundable = (sale: SaleSummary) => sale.status === 'completed' || sale.status === 'partially_refunded';

/** Step 1: find the sale by receipt number, by customer name, or by the dates it was made. */
export function RefundSearchStep({ onSelect, held }: { onSelect: (sale: SaleSummary) => void; held?: HeldSales }) {
  const intl = useIntl();
  const [tab, setTab] = useState('receipt');
  const [text, setText] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const byDate = tab === 'date';
  const filters = byDate ? { from: from || undefined, to: to || undefined } : { q };
  const enabled = byDate ? Boolean(from || to) : q.length > 0;
  const sales = useRefundableSales(filters, enabled, held);
  const found = (sales.data?.items ?? []).filter((sale) => sale.status !== 'parked' && sale.status !== 'discarded');

  const searchBox = (label: string, placeholder: string) => (
    <div className="space-y-2">
      <Label htmlFor={`refund-${tab}`}>{label}</Label>
      <SearchInput
        id={`refund-${tab}`}
        autoFocus
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  );

  return (
    <div className="space-y-4">
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="w-full">
          <TabsTrigger value="receipt">
            <FormattedMessage id="refund.search.byReceipt" defaultMessage="By Receipt" />
          </TabsTrigger>
          <TabsTrigger value="customer">
            <FormattedMessage id="refund.search.byCustomer" defaultMessage="By Customer" />
          </TabsTrigger>
          <TabsTrigger value="date">
            <FormattedMessage id="refund.search.byDate" defaultMessage="By Date" />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="receipt">
          {searchBox(
            intl.formatMessage({ id: 'refund.search.receiptNumber', defaultMessage: 'Receipt number' }),
            intl.formatMessage({ id: 'refund.search.receiptHint', defaultMessage: 'ORD-1234 or customer name' }),
          )}
        </TabsContent>
        <TabsContent value="customer">
          {searchBox(
            intl.formatMessage({ id: 'refund.search.customerName', defaultMessage: 'Customer name' }),
            intl.formatMessage({ id: 'refund.search.customerHint', defaultMessage: 'Customer name or ORD-1234' }),
          )}
        </TabsContent>
        <TabsContent value="date" className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="refund-from">
              <FormattedMessage id="refund.search.from" defaultMessage="From" />
            </Label>
            <Input
              id="refund-from"
              type="date"
              value={from}
              max={to || undefined}
              onChange={(e) => setFrom(e.target.value)}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="refund-to">
              <FormattedMessage id="refund.search.to" defaultMessage="To" />
            </Label>
            <Input
              id="refund-to"
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => setTo(e.target.value)}
            />
          </div>
        </TabsContent>
      </Tabs>
      {sales.data?.heldOnly && (
        <Alert>
          <AlertDescription>
            <FormattedMessage
              id="refund.problem.notHeld"
              defaultMessage="The server cannot be reached. Only sales taken on this till can be refunded until it is back."
            />
          </AlertDescription>
        </Alert>
      )}
      {enabled && sales.isPending && <Skeleton className="h-32" />}
      {sales.isError && <QueryError error={refundError(intl, sales.error)} onRetry={() => void sales.refetch()} />}
      {enabled && sales.isSuccess && found.length === 0 && (
        <EmptyState
          title={intl.formatMessage({ id: 'refund.search.noneFound', defaultMessage: 'No orders found' })}
          className="py-8"
        />
      )}
      <ul
        className="max-h-72 divide-y overflow-y-auto"
        aria-label={intl.formatMessage({ id: 'refund.search.found', defaultMessage: 'Orders found' })}
      >
        {found.map((sale) => (
          <li key={sale.id}>
            <button
              type="button"
              disabled={!refundable(sale)}
              onClick={() => onSelect(sale)}
              className="flex w-full items-center justify-between gap-3 px-2 py-2.5 text-left hover:bg-accent disabled:opacity-60"
            >
              <span className="min-w-0">
                <span className="block text-sm font-medium">{sale.number}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {slipDateTime(new Date(sale.createdAt))} ·{' '}
                  {sale.customer?.name ??
                    intl.formatMessage({ id: 'refund.walkIn', defaultMessage: 'Walk-in Customer' })}
                </span>
              </span>
              <span className="flex items-center gap-2">
                {sale.status === 'refunded' && (
                  <Badge variant="secondary">
                    <FormattedMessage id="refund.search.refunded" defaultMessage="Refunded" />
                  </Badge>
                )}
                {sale.status === 'partially_refunded' && (
                  <Badge variant="outline">
                    <FormattedMessage id="refund.search.partRefunded" defaultMessage="Part refunded" />
                  </Badge>
                )}
                <span className="text-sm font-medium tabular-nums">{formatMoney(sale.totalCents)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
