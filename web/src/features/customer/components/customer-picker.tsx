import { lazy, Suspense, useState } from 'react';
import { UserRound, X } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Customer } from '@tillwise/core/customer/customer-schemas';
import { Button } from '@/components/ui/button';
import type { LocalCustomerSearch } from './customer-search-dialog';

interface CustomerPickerProps {
  customer: { id: string; name: string; loyaltyPoints: number } | null;
  onChange: (customer: Customer | null) => void;
  /** The till's own copy of its customers, searched while the server cannot be reached. */
  localSearch?: LocalCustomerSearch;
  /** Whether the search dialog is open, for a screen that opens it from the keyboard; left out, the picker keeps it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

// The search dialog loads when first opened, keeping it off the till's first load.
const CustomerSearchDialog = lazy(() =>
  import('./customer-search-dialog').then((m) => ({ default: m.CustomerSearchDialog })),
);

/** Who the sale is for: 'Walk-in Customer' until one is found by name, email or phone. */
export function CustomerPicker({ customer, onChange, localSearch, ...props }: CustomerPickerProps) {
  const intl = useIntl();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const setOpen = props.onOpenChange ?? setOwnOpen;

  return (
    <div className="flex items-center gap-2 rounded-md border bg-muted/40 px-3 py-2">
      <UserRound className="size-4 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium" data-testid="sale-customer">
          {customer?.name ?? <FormattedMessage id="customer.walkIn" defaultMessage="Walk-in Customer" />}
        </p>
        {customer && (
          <p className="text-xs text-muted-foreground">
            <FormattedMessage
              id="customer.loyaltyPoints"
              defaultMessage="{points, plural, other {# loyalty points}}"
              values={{ points: customer.loyaltyPoints }}
            />
          </p>
        )}
      </div>
      {customer && (
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          onClick={() => onChange(null)}
          aria-label={intl.formatMessage({ id: 'customer.remove', defaultMessage: 'Remove customer' })}
        >
          <X />
        </Button>
      )}
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {customer ? (
          <FormattedMessage id="customer.change" defaultMessage="Change" />
        ) : (
          <FormattedMessage id="customer.add" defaultMessage="Add customer" />
        )}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CustomerSearchDialog
            localSearch={localSearch}
            onClose={() => setOpen(false)}
            onSelect={(match) => {
              onChange(match);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
