import { useEffect, useState } from 'react';
import { format } from 'date-fns';
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

interface TillRowProps {
  till: Till;
  store: StoreSummary;
  canManage: boolean;
  isThisBrowser: boolean;
}

function TillRow({ till, store, canManage, isThisBrowser }: TillRowProps) {
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
            <Input aria-label={`Name of ${till.name}`} value={name} onChange={(event) => setName(event.target.value)} />
            {name !== till.name && (
              <Button type="submit" size="sm" disabled={update.isPending}>
                Rename
              </Button>
            )}
          </form>
        ) : (
          till.name
        )}
        {error && <p className="pt-1 text-xs whitespace-normal text-destructive">{error}</p>}
      </TableCell>
      <TableCell>
        <Badge variant={till.isActive ? 'success' : 'secondary'}>{till.isActive ? 'In use' : 'Out of use'}</Badge>
        {isThisBrowser && (
          <Badge variant="outline" className="ml-1">
            This browser
          </Badge>
        )}
      </TableCell>
      <TableCell className="text-muted-foreground">
        {till.activeShift
          ? `Open since ${format(new Date(till.activeShift.openedAt), 'MMM d, HH:mm')} (${till.activeShift.openedBy})`
          : '—'}
      </TableCell>
      <TableCell className="text-right">
        {canManage && (
          <Button
            variant="ghost"
            size="sm"
            disabled={update.isPending}
            onClick={() => update.mutate({ id: till.id, input: { isActive: !till.isActive } })}
          >
            {till.isActive ? 'Take out of use' : 'Put back in use'}
          </Button>
        )}
        {!isThisBrowser && till.isActive && (
          <Button variant="ghost" size="sm" onClick={() => adopt(till)}>
            Use on this browser
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/** Settings › Hardware › Tills: the store's tills and their shifts; admins rename them or take them out of use. */
export function TillSettings({ canManage, store }: { canManage: boolean; store: StoreSummary }) {
  const tills = useTills();
  const mine = useThisTill();
  const isListed = Boolean(mine && tills.data?.some((till) => till.id === mine.id));
  // A till saved before the chain had several stores learns its store here: the list holds only this store's tills.
  useEffect(() => {
    if (mine && !mine.storeId && isListed) thisTill.set({ ...mine, storeId: store.id, storeName: store.name });
  }, [mine, isListed, store]);
  const otherStore = mine?.storeId && mine.storeId !== store.id ? ` of ${mine.storeName ?? 'another store'}` : '';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tills</CardTitle>
        <CardDescription>
          Every sale, refund and cash movement records its till.{' '}
          {mine ? `This browser is ${mine.name}${otherStore}.` : 'This browser is not a till.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {tills.isError && <QueryError error={tills.error} onRetry={() => void tills.refetch()} />}
        {tills.isPending && <Skeleton className="h-32" />}
        {tills.data && (
          <Table aria-label="Tills">
            <TableHeader>
              <TableRow>
                <TableHead>Till</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Shift</TableHead>
                <TableHead className="text-right">
                  <span className="sr-only">Actions</span>
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
            Stop using this browser as {mine.name}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
