import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StoreSummary } from '@tillwise/core/store/store-schemas';
import type { Till } from '@tillwise/core/till/till-schemas';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useTills } from '../api/get-tills';
import { useUpdateTill } from '../api/update-till';
import { thisTill, useThisTill } from '../hooks/till-store';
import { AddTillForm } from './add-till-form';
import { dayAndTime } from '@/lib/format-date';

interface TillRowProps {
  till: Till;
  store: StoreSummary;
  canManage: boolean;
  isThisBrowser: boolean;
}

function TillRow({ till, store, canManage, isThisBrowser }: TillRowProps) {
  const intl = useIntl();
  const [name, setName] = useState(till.name);
  const adopt = (saved: Till) =>
    thisTill.set({ id: saved.id, name: saved.name, storeId: store.id, storeName: store.name });
  const update = useUpdateTill({ onSuccess: (saved) => isThisBrowser && adopt(saved) });
  const error = update.error?.details?.[0]?.message ?? update.error?.message;
  return (
    <TableRow>
      <TableCell className="min-w-44">
        {canManage ? (
          <form
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              update.mutate({ id: till.id, input: { name } });
            }}
          >
            <Input
              aria-label={intl.formatMessage(
                { id: 'till.nameOf', defaultMessage: 'Name of {name}' },
                { name: till.name },
              )}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            {name !== till.name && (
              <Button type="submit" size="sm" disabled={update.isPending}>
                <FormattedMessage id="till.rename" defaultMessage="Rename" />
              </Button>
            )}
          </form>
        ) : (
          till.name
        )}
        {error && <p className="pt-1 text-xs whitespace-normal text-destructive">{error}</p>}
      </TableCell>
      <TableCell>
        <Badge variant={till.isActive ? 'success' : 'secondary'}>
          {till.isActive ? (
            <FormattedMessage id="till.inUse" defaultMessage="In use" />
          ) : (
            <FormattedMessage id="till.outOfUse" defaultMessage="Out of use" />
          )}
        </Badge>
        {isThisBrowser && (
          <Badge variant="outline" className="ml-1">
            <FormattedMessage id="till.thisBrowser" defaultMessage="This browser" />
          </Badge>
        )}
      </TableCell>
      <TableCell className="text-muted-foreground">
        {till.activeShift ? (
          <FormattedMessage
            id="till.openSince"
            defaultMessage="Open since {when} ({name})"
            values={{ when: dayAndTime(new Date(till.activeShift.openedAt)), name: till.activeShift.openedBy }}
          />
        ) : (
          '—'
        )}
      </TableCell>
      <TableCell className="text-right">
        {canManage && (
          <Button
            variant="ghost"
            size="sm"
            disabled={update.isPending}
            onClick={() => update.mutate({ id: till.id, input: { isActive: !till.isActive } })}
          >
            {till.isActive ? (
              <FormattedMessage id="till.takeOutOfUse" defaultMessage="Take out of use" />
            ) : (
              <FormattedMessage id="till.putBackInUse" defaultMessage="Put back in use" />
            )}
          </Button>
        )}
        {!isThisBrowser && till.isActive && (
          <Button variant="ghost" size="sm" onClick={() => adopt(till)}>
            <FormattedMessage id="till.useOnThisBrowser" defaultMessage="Use on this browser" />
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/** Settings › Hardware › Tills: the store's tills and their shifts; admins rename them or take them out of use. */
export function TillSettings({ canManage, store }: { canManage: boolean; store: StoreSummary }) {
  const intl = useIntl();
  const tills = useTills();
  const mine = useThisTill();
  const isListed = Boolean(mine && tills.data?.some((till) => till.id === mine.id));
  // A till saved before the chain had several stores learns its store here: the list holds only this store's tills.
  useEffect(() => {
    if (mine && !mine.storeId && isListed) thisTill.set({ ...mine, storeId: store.id, storeName: store.name });
  }, [mine, isListed, store]);
  const ofOtherStore = Boolean(mine?.storeId && mine.storeId !== store.id);
  const otherStoreName =
    mine?.storeName ?? intl.formatMessage({ id: 'till.anotherStore', defaultMessage: 'another store' });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <FormattedMessage id="till.tills" defaultMessage="Tills" />
        </CardTitle>
        <CardDescription>
          <FormattedMessage
            id="till.settings.description"
            defaultMessage="Every sale, refund and cash movement records its till."
          />{' '}
          {!mine ? (
            <FormattedMessage id="till.settings.notATill" defaultMessage="This browser is not a till." />
          ) : ofOtherStore ? (
            <FormattedMessage
              id="till.settings.isTillOf"
              defaultMessage="This browser is {till} of {store}."
              values={{ till: mine.name, store: otherStoreName }}
            />
          ) : (
            <FormattedMessage
              id="till.settings.isTill"
              defaultMessage="This browser is {till}."
              values={{ till: mine.name }}
            />
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {tills.isError && <QueryError error={tills.error} onRetry={() => void tills.refetch()} />}
        {tills.isPending && <Skeleton className="h-32" />}
        {tills.data && (
          <Table aria-label={intl.formatMessage({ id: 'till.tills', defaultMessage: 'Tills' })}>
            <TableHeader>
              <TableRow>
                <TableHead>
                  <FormattedMessage id="till.column.till" defaultMessage="Till" />
                </TableHead>
                <TableHead>
                  <FormattedMessage id="till.column.status" defaultMessage="Status" />
                </TableHead>
                <TableHead>
                  <FormattedMessage id="till.column.shift" defaultMessage="Shift" />
                </TableHead>
                <TableHead className="text-right">
                  <span className="sr-only">
                    <FormattedMessage id="till.column.actions" defaultMessage="Actions" />
                  </span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {tills.data.map((till) => (
                <TillRow
                  key={till.id}
                  till={till}
                  store={store}
                  canManage={canManage}
                  isThisBrowser={mine?.id === till.id}
                />
              ))}
            </TableBody>
          </Table>
        )}
        <AddTillForm />
        {mine && (
          <Button variant="link" className="px-0" onClick={thisTill.forget}>
            <FormattedMessage
              id="till.stopUsing"
              defaultMessage="Stop using this browser as {till}"
              values={{ till: mine.name }}
            />
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
