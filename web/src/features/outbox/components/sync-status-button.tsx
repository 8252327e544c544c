import type * as React from 'react';
import { Cloud, CloudOff, RefreshCw } from 'lucide-react';
import { summarizeOutbox, waitingLabel } from '@tillwise/core/outbox/outbox';
import { Button } from '@/components/ui/button';
import { useConnectivity } from '@/lib/connectivity';
import { cn } from '@/lib/cn';
import { clockTime } from '@/lib/format-date';
import { useOutbox } from '../hooks/use-outbox';

export const timeOf = (iso: string) => clockTime(new Date(iso));

/** What the header says about the till's link to the server: online, offline since when, and what waits to sync. */
export function useSyncState() {
  const connectivity = useConnectivity();
  const entries = useOutbox();
  const summary = summarizeOutbox(entries);
  const since = timeOf(connectivity.offlineSince ?? new Date().toISOString());
  const status = connectivity.online
    ? 'Online'
    : connectivity.away === 'database'
      ? `Waiting for the database since ${since}`
      : `Offline since ${since}`;
  const waiting = summary.waiting > 0 ? waitingLabel(summary) : null;
  return { online: connectivity.online, status, waiting, summary, entries };
}

/** The header's sync button: a cloud, struck through while offline, with the number of entries waiting. */
export function SyncStatusButton({ className, ...props }: React.ComponentProps<typeof Button>) {
  const { online, status, waiting, summary } = useSyncState();
  const Icon = !online ? CloudOff : summary.waiting > 0 ? RefreshCw : Cloud;
  const label = [status, waiting, summary.refused ? `${summary.refused} refused` : null].filter(Boolean).join(', ');
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Sync: ${label}`}
      className={cn('relative gap-1.5', className)}
      {...props}
    >
      <Icon className={cn(!online && 'text-destructive', summary.refused > 0 && 'text-amber-600')} />
      <span className={cn('hidden text-xs xl:inline', !online && 'text-destructive')}>{waiting ?? status}</span>
      {summary.waiting > 0 && (
        <span className="absolute -top-0.5 right-0 flex min-w-4 items-center justify-center rounded-full bg-amber-500 px-1 text-[10px] leading-4 font-semibold text-white xl:hidden">
          {summary.waiting > 99 ? '99+' : summary.waiting}
        </span>
      )}
    </Button>
  );
}
