import { useId } from 'react';
import { Download } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { paymentMethods } from '@tillwise/core/payment/tender';
import type { SaleListQuery } from '@tillwise/core/sale/sale-schemas';
import { FormField } from '@/components/form-field';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paymentMethodMessages } from '@/lib/i18n/payment-method-messages';

export type OrderFilters = Pick<Partial<SaleListQuery>, 'q' | 'status' | 'method' | 'from' | 'to' | 'sort'>;
const selectClass = 'h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs';

// The filter's own words for a status (capitalised, unlike the badge's).
const statusMessages = defineMessages({
  completed: { id: 'sale.filter.completed', defaultMessage: 'Completed' },
  partially_refunded: { id: 'sale.filter.partiallyRefunded', defaultMessage: 'Partly refunded' },
  refunded: { id: 'sale.filter.refunded', defaultMessage: 'Refunded' },
  parked: { id: 'sale.filter.parked', defaultMessage: 'Pending' },
  processing: { id: 'sale.filter.processing', defaultMessage: 'Processing' },
});
const sortMessages = defineMessages({
  newest: { id: 'sale.sort.newest', defaultMessage: 'Newest first' },
  oldest: { id: 'sale.sort.oldest', defaultMessage: 'Oldest first' },
  'total-desc': { id: 'sale.sort.totalDesc', defaultMessage: 'Highest total' },
  'total-asc': { id: 'sale.sort.totalAsc', defaultMessage: 'Lowest total' },
});

interface OrdersFiltersProps {
  filters: OrderFilters;
  onChange: (changes: OrderFilters) => void;
  onExport: () => void;
}

/** The orders' search, status, method, dates and sort, and Export. */
export function OrdersFilters({ filters, onChange: set, onExport }: OrdersFiltersProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <SearchInput
        className="min-w-56 flex-1"
        placeholder={intl.formatMessage({
          id: 'sale.search.placeholder',
          defaultMessage: 'Search by order number or customer...',
        })}
        aria-label={intl.formatMessage({ id: 'sale.search.label', defaultMessage: 'Search orders' })}
        value={filters.q ?? ''}
        onChange={(event) => set({ q: event.target.value })}
      />
      <FormField id={`${id}-status`} label={intl.formatMessage({ id: 'sale.filter.status', defaultMessage: 'Status' })}>
        <select
          id={`${id}-status`}
          className={selectClass}
          value={filters.status ?? ''}
          onChange={(e) => set({ status: (e.target.value || undefined) as OrderFilters['status'] })}
        >
          <option value="">
            {intl.formatMessage({ id: 'sale.filter.allStatuses', defaultMessage: 'All statuses' })}
          </option>
          {Object.entries(statusMessages).map(([status, message]) => (
            <option key={status} value={status}>
              {intl.formatMessage(message)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={`${id}-method`}
        label={intl.formatMessage({ id: 'sale.filter.method', defaultMessage: 'Payment method' })}
      >
        <select
          id={`${id}-method`}
          className={selectClass}
          value={filters.method ?? ''}
          onChange={(e) => set({ method: (e.target.value || undefined) as OrderFilters['method'] })}
        >
          <option value="">
            {intl.formatMessage({ id: 'sale.filter.allMethods', defaultMessage: 'All methods' })}
          </option>
          {paymentMethods.map((m) => (
            <option key={m} value={m}>
              {intl.formatMessage(paymentMethodMessages[m])}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${id}-from`} label={intl.formatMessage({ id: 'sale.filter.from', defaultMessage: 'From' })}>
        <Input
          id={`${id}-from`}
          type="date"
          className="w-auto"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(e) => set({ from: e.target.value || undefined })}
        />
      </FormField>
      <FormField id={`${id}-to`} label={intl.formatMessage({ id: 'sale.filter.to', defaultMessage: 'To' })}>
        <Input
          id={`${id}-to`}
          type="date"
          className="w-auto"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(e) => set({ to: e.target.value || undefined })}
        />
      </FormField>
      <FormField id={`${id}-sort`} label={intl.formatMessage({ id: 'sale.filter.sort', defaultMessage: 'Sort' })}>
        <select
          id={`${id}-sort`}
          className={selectClass}
          value={filters.sort ?? 'newest'}
          onChange={(e) => set({ sort: e.target.value as OrderFilters['sort'] })}
        >
          {Object.entries(sortMessages).map(([sort, message]) => (
            <option key={sort} value={sort}>
              {intl.formatMessage(message)}
            </option>
          ))}
        </select>
      </FormField>
      <Button variant="outline" onClick={onExport}>
        <Download /> <FormattedMessage id="sale.export" defaultMessage="Export" />
      </Button>
    </div>
  );
}
