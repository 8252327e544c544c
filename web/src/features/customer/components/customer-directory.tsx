import { useState } from 'react';
import { Filter } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { customerFilters } from '@tillwise/core/customer/customer-schemas';
import { EmptyState } from '@/components/empty-state';
import { SearchInput } from '@/components/search-input';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useCustomers } from '../api/get-customers';
import { CustomerCard } from './customer-card';

type CustomerFilter = (typeof customerFilters)[number];
const filterLabels: Record<CustomerFilter, MessageDescriptor> = defineMessages({
  all: { id: 'customer.filter.all', defaultMessage: 'All customers' },
  rewards: { id: 'customer.filter.rewards', defaultMessage: 'Rewards (100+ points)' },
  recent: { id: 'customer.filter.recent', defaultMessage: 'Added in the last 7 days' },
});

interface CustomerDirectoryProps {
  filter: CustomerFilter;
  onFilterChange: (filter: CustomerFilter) => void;
  onView: (customerId: string) => void;
}

/** Search (name, email or phone), the filter, and the customers as cards. */
export function CustomerDirectory({ filter, onFilterChange, onView }: CustomerDirectoryProps) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [showFilters, setShowFilters] = useState(filter !== 'all');
  const q = useDebouncedValue(search.trim(), 200);
  const customers = useCustomers({ q: q || undefined, filter, pageSize: 60 });

  return (
    <div className="space-y-4">
      <div className="flex gap-2">
        <SearchInput
          className="flex-1"
          placeholder={intl.formatMessage({
            id: 'customer.search.placeholder',
            defaultMessage: 'Search customers by name, email, or phone...',
          })}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button variant="outline" aria-expanded={showFilters} onClick={() => setShowFilters((shown) => !shown)}>
          <Filter /> <FormattedMessage id="customer.filter.button" defaultMessage="Filter" />
        </Button>
      </div>
      {showFilters && (
        <div
          role="group"
          aria-label={intl.formatMessage({ id: 'customer.filter.label', defaultMessage: 'Customer filter' })}
          className="flex flex-wrap gap-2"
        >
          {(Object.keys(filterLabels) as CustomerFilter[]).map((option) => (
            <Button
              key={option}
              size="sm"
              className="rounded-full"
              variant={filter === option ? 'default' : 'outline'}
              aria-pressed={filter === option}
              onClick={() => onFilterChange(option)}
            >
              <FormattedMessage {...filterLabels[option]} />
            </Button>
          ))}
        </div>
      )}
      {customers.isPending && <Skeleton className="h-40" />}
      {customers.isError && <QueryError error={customers.error} onRetry={() => void customers.refetch()} />}
      {customers.data?.items.length === 0 && (
        <EmptyState title={intl.formatMessage({ id: 'customer.search.none', defaultMessage: 'No customers found' })} />
      )}
      {customers.data && customers.data.items.length > 0 && (
        <div
          role="list"
          aria-label={intl.formatMessage({ id: 'customer.list.label', defaultMessage: 'Customers' })}
          className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3"
        >
          {customers.data.items.map((customer) => (
            <div role="listitem" key={customer.id}>
              <CustomerCard customer={customer} onView={() => onView(customer.id)} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
