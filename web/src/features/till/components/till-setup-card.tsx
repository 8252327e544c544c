import { MonitorSmartphone } from 'lucide-react';
import type { StoreSummary } from '@tillwise/core/store/store-schemas';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useTills } from '../api/get-tills';
import { thisTill } from '../hooks/till-store';
import { AddTillForm } from './add-till-form';
import { dayAndTime } from '@/lib/format-date';

/**
 * Shown where this browser is not a till yet. A manager or admin chooses which of the store's tills it is (or adds
 * one); it then stays that till for everyone who signs in here. Cashiers are told whom to ask.
 */
export function TillSetupCard({ canSetUp, store }: { canSetUp: boolean; store: StoreSummary }) {
  const tills = useTills(canSetUp);
  const adopt = (till: { id: string; name: string }) =>
    thisTill.set({ id: till.id, name: till.name, storeId: store.id, storeName: store.name });
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <MonitorSmartphone className="size-5" /> Set up this till
        </CardTitle>
        <CardDescription>
          {canSetUp
            ? 'Choose which of the store’s tills this browser is. It stays that till for everyone who signs in here.'
            : 'This browser is not a till yet. Ask a manager or an admin to sign in here and choose its till.'}
        </CardDescription>
      </CardHeader>
      {canSetUp && (
        <CardContent className="space-y-5">
          {tills.isError && <QueryError error={tills.error} onRetry={() => void tills.refetch()} />}
          {tills.isPending && <Skeleton className="h-24" />}
          <ul className="grid gap-2 sm:grid-cols-2" aria-label="Tills">
            {tills.data
              ?.filter((till) => till.isActive)
              .map((till) => (
                <li key={till.id}>
                  <Button
                    variant="outline"
                    className="h-auto w-full flex-col items-start gap-0.5 py-3 text-left whitespace-normal"
                    onClick={() => adopt(till)}
                  >
                    <span className="text-base">{till.name}</span>
                    <span className="text-xs font-normal text-muted-foreground">
                      {till.activeShift
                        ? `Shift open since ${dayAndTime(new Date(till.activeShift.openedAt))} · ${till.activeShift.openedBy}`
                        : 'No shift open'}
                    </span>
                  </Button>
                </li>
              ))}
          </ul>
          <AddTillForm onAdded={adopt} />
        </CardContent>
      )}
    </Card>
  );
}
