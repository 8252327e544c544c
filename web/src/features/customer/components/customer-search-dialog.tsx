import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Customer } from '@tillwise/core/customer/customer-schemas';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useConnectivity } from '@/lib/connectivity';
import { customerKeys } from '../api/customer-keys';
import { useCustomers } from '../api/get-customers';
import { NewCustomerForm } from './new-customer-form';

/** The till's own copy of its customers: name, email or phone, any case, by name. */
export type LocalCustomerSearch = (text: string, limit: number) => Promise<Customer[]>;

interface CustomerSearchDialogProps {
  onSelect: (customer: Customer) => void;
  onClose: () => void;
  /** Searched instead of the server while the till cannot reach it. */
  localSearch?: LocalCustomerSearch;
}

const pageSize = 8;

/**
 * Finds a customer by name, email or phone to attach to the sale; offline, among those the till holds. A shopper it
 * does not find is added here and attached at once.
 */
export function CustomerSearchDialog({ onSelect, onClose, localSearch }: CustomerSearchDialogProps) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const q = useDebouncedValue(search.trim(), 200);
  const searchLocally = !useConnectivity().online && localSearch !== undefined;
  const remote = useCustomers({ q: q || undefined, pageSize }, !searchLocally);
  const local = useQuery({
    queryKey: [...customerKeys.list({ q, pageSize }), 'local'],
    queryFn: () => (localSearch ? localSearch(q, pageSize) : []),
    enabled: searchLocally,
    // As the server's search does: the matches stay while the next ones are found, so a tap on one is not lost.
    placeholderData: keepPreviousData,
  });
  const customers = searchLocally
    ? { isPending: local.isPending, items: local.data }
    : { isPending: remote.isPending, items: remote.data?.items };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="customer.searchDialog.title" defaultMessage="Attach a customer" />
          </DialogTitle>
          <DialogDescription>
            {adding ? (
              <FormattedMessage
                id="customer.searchDialog.newDescription"
                defaultMessage="A new customer: their name, and a phone or email to find them by next time."
              />
            ) : (
              <FormattedMessage
                id="customer.searchDialog.description"
                defaultMessage="Search by name, email or phone. The sale earns them loyalty points."
              />
            )}
          </DialogDescription>
        </DialogHeader>
        {adding ? (
          <NewCustomerForm initialName={search.trim()} onAdded={onSelect} onBack={() => setAdding(false)} />
        ) : (
          <>
            <Input
              autoFocus
              type="search"
              placeholder={intl.formatMessage({
                id: 'customer.search.placeholder',
                defaultMessage: 'Search customers by name, email, or phone...',
              })}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <div className="max-h-72 space-y-1 overflow-y-auto">
              {customers.isPending && <Skeleton className="h-24" />}
              {customers.items?.length === 0 && (
                <EmptyState
                  title={intl.formatMessage({ id: 'customer.search.none', defaultMessage: 'No customers found' })}
                  className="py-6"
                />
              )}
              {customers.items?.map((match) => (
                <button
                  key={match.id}
                  type="button"
                  className="flex w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left hover:bg-accent"
                  onClick={() => onSelect(match)}
                >
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium">{match.name}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {match.email ?? match.phone ?? ''}
                    </span>
                  </span>
                  <Badge variant="secondary">
                    <FormattedMessage
                      id="customer.card.points"
                      defaultMessage="{points} pts"
                      values={{ points: match.loyaltyPoints }}
                    />
                  </Badge>
                </button>
              ))}
            </div>
            {!customers.isPending && (
              <Button
                variant={customers.items?.length === 0 ? 'default' : 'outline'}
                className="h-auto min-h-11 w-full justify-start py-2 text-left whitespace-normal sm:min-h-9"
                onClick={() => setAdding(true)}
              >
                <UserPlus />
                <span className="min-w-0 break-words">
                  {search.trim() ? (
                    <FormattedMessage
                      id="customer.searchDialog.addNamed"
                      defaultMessage="Add “{name}” as a new customer"
                      values={{ name: search.trim() }}
                    />
                  ) : (
                    <FormattedMessage id="customer.searchDialog.addNew" defaultMessage="Add a new customer" />
                  )}
                </span>
              </Button>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
