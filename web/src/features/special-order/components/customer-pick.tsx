import { useState } from 'react';
import { X } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { useSearchTerm } from '@/hooks/use-search-term';
import { useCustomerMatches } from '../api/get-order-choices';

export interface PickedCustomer {
  id: string;
  name: string;
}

interface CustomerPickProps {
  customer: PickedCustomer | null;
  error?: string;
  onChange: (customer: PickedCustomer | null) => void;
}

/** The customer an order is for: found by name, e-mail or phone, then shown with a way to change it. */
export function CustomerPick({ customer, error, onChange }: CustomerPickProps) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const q = useSearchTerm(search);
  const matches = useCustomerMatches(q);
  if (customer) {
    return (
      <div className="flex items-center justify-between rounded-md border px-3 py-2 text-sm">
        <span>
          <FormattedMessage
            id="specialOrder.customer.for"
            defaultMessage="For <b>{name}</b>"
            values={{ name: customer.name, b: (chunks) => <strong>{chunks}</strong> }}
          />
        </span>
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
          <X /> <FormattedMessage id="specialOrder.customer.change" defaultMessage="Change" />
        </Button>
      </div>
    );
  }
  const items = q && matches.data ? matches.data.items : [];
  return (
    <div className="space-y-2">
      <SearchInput
        aria-label={intl.formatMessage({ id: 'specialOrder.customer.search', defaultMessage: 'Search customers' })}
        placeholder={intl.formatMessage({
          id: 'specialOrder.customer.searchPlaceholder',
          defaultMessage: 'Search customers by name, email or phone...',
        })}
        value={search}
        aria-invalid={Boolean(error)}
        onChange={(event) => setSearch(event.target.value)}
      />
      {error && <p className="text-sm text-destructive">{error}</p>}
      {q !== '' && matches.data && items.length === 0 && (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage id="specialOrder.customer.none" defaultMessage="No customers match “{q}”" values={{ q }} />
        </p>
      )}
      {items.length > 0 && (
        <ul
          aria-label={intl.formatMessage({
            id: 'specialOrder.customer.matches',
            defaultMessage: 'Matching customers',
          })}
          className="max-h-40 divide-y overflow-y-auto rounded-md border"
        >
          {items.map((match) => (
            <li key={match.id}>
              <button
                type="button"
                className="flex w-full justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-accent"
                onClick={() => onChange({ id: match.id, name: match.name })}
              >
                <span className="font-medium">{match.name}</span>
                <span className="truncate text-xs text-muted-foreground">{match.email ?? match.phone ?? ''}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
