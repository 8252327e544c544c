import { useState } from 'react';
import { format } from 'date-fns';
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

function TillRow({ till, canManage, isThisBrowser }: { till: Till; canManage: boolean; isThisBrowser: boolean }) {
  const [name, setName] = useState(till.name);
  const update = useUpdateTill({
    onSuccess: (saved) => isThisBrowser && thisTill.set({ id: saved.id, name: saved.name }),
  });
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
          <Button variant="ghost" size="sm" onClick={() => thisTill.set({ id: till.id, name: till.name })}>
            Use on this browser
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/** Settings › Hardware › Tills: the store's tills and their shifts; admins rename them or take them out of use. */
export function TillSettings({ canManage }: { canManage: boolean }) {
  const tills = useTills();
  const mine = useThisTill();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tills</CardTitle>
        <CardDescription>
          Every sale, refund and cash movement records its till.{' '}
          {mine ? `This browser is ${mine.name}.` : 'This browser is not a till.'}
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
                <TillRow key={till.id} till={till} canManage={canManage} isThisBrowser={mine?.id === till.id} />
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
