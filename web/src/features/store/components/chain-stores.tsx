import { useState } from 'react';
import { Plus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ChainStore, StoreSummary } from '@tillwise/core/store/store-schemas';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useStores } from '../api/get-stores';
import { AddStoreDialog } from './add-store-dialog';
import type { StoreTemplate } from './add-store-dialog';

const placeOf = (store: ChainStore) => [store.city, store.state].filter(Boolean).join(', ') || '—';

/**
 * Settings › General › Stores (admins): the chain's stores with their tills and staff, and Add store. The sections
 * above it belong to the store the admin is working in.
 */
export function ChainStores({ current, template }: { current: StoreSummary; template?: StoreTemplate }) {
  const intl = useIntl();
  const stores = useStores();
  const [adding, setAdding] = useState(false);
  return (
    <Card role="region" aria-label={intl.formatMessage({ id: 'store.stores', defaultMessage: 'Stores' })}>
      <CardHeader stackActionOnPhone>
        <CardTitle>
          <FormattedMessage id="store.stores" defaultMessage="Stores" />
        </CardTitle>
        <CardDescription>
          <FormattedMessage
            id="store.stores.description"
            defaultMessage="Business Information and Tax Settings above are for {name}, the store you are working in."
            values={{ name: current.name }}
          />
        </CardDescription>
        <CardAction>
          <Button variant="outline" onClick={() => setAdding(true)}>
            <Plus /> <FormattedMessage id="store.add" defaultMessage="Add store" />
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {stores.isError && <QueryError error={stores.error} onRetry={() => void stores.refetch()} />}
        {stores.isPending && <Skeleton className="h-32" />}
        {stores.data && (
          <Table aria-label={intl.formatMessage({ id: 'store.stores', defaultMessage: 'Stores' })}>
            <TableHeader>
              <TableRow>
                <TableHead>
                  <FormattedMessage id="store.store" defaultMessage="Store" />
                </TableHead>
                <TableHead className="hidden sm:table-cell">
                  <FormattedMessage id="store.location" defaultMessage="Location" />
                </TableHead>
                <TableHead className="text-right">
                  <FormattedMessage id="store.tills" defaultMessage="Tills" />
                </TableHead>
                <TableHead className="text-right">
                  <FormattedMessage id="store.staff" defaultMessage="Staff" />
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {stores.data.map((store) => (
                <TableRow key={store.id}>
                  <TableCell className="font-medium whitespace-normal">
                    {store.name}
                    {store.id === current.id && (
                      <Badge variant="secondary" className="ml-2">
                        <FormattedMessage id="store.workingHere" defaultMessage="Working here" />
                      </Badge>
                    )}
                    <span className="block text-xs font-normal text-muted-foreground sm:hidden">{placeOf(store)}</span>
                  </TableCell>
                  <TableCell className="hidden text-muted-foreground sm:table-cell">{placeOf(store)}</TableCell>
                  <TableCell className="text-right tabular-nums">{store.tillCount}</TableCell>
                  <TableCell className="text-right tabular-nums">{store.staffCount}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {adding && <AddStoreDialog template={template} onClose={() => setAdding(false)} />}
    </Card>
  );
}
