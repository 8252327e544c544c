import type * as React from 'react';
import { Store } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { StoreSummary } from '@tillwise/core/store/store-schemas';
import { Button } from '@/components/ui/button';

/**
 * The header's store switch as a button: the same look before and after the select behind it has loaded. Narrow
 * screens show only the store icon; the name is in the list it opens.
 */
export function StoreSwitchButton({ store, ...props }: React.ComponentProps<typeof Button> & { store: StoreSummary }) {
  const intl = useIntl();
  return (
    <Button
      variant="outline"
      size="sm"
      role="combobox"
      aria-expanded={false}
      aria-label={intl.formatMessage({ id: 'header.store', defaultMessage: 'Store' })}
      title={store.name}
      className="h-9 gap-1.5 px-2 sm:max-w-40 sm:px-3 lg:max-w-60"
      {...props}
    >
      <Store />
      <span className="hidden truncate sm:inline">{store.name}</span>
    </Button>
  );
}
