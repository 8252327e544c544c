import type * as React from 'react';
import { Cloud, CloudOff, RefreshCw } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { summarizeOutbox } from '@tillwise/core/outbox/outbox';
import type { OutboxSummary } from '@tillwise/core/outbox/outbox';
import { Button } from '@/components/ui/button';
import { useConnectivity } from '@/lib/connectivity';
import { cn } from '@/lib/cn';
import { clockTime } from '@/lib/format-date';
import { useOutbox } from '../hooks/use-outbox';

export const timeOf = (iso: string) => clockTime(new Date(iso));

/** How many sales and other changes wait to sync (core's waitingLabel, in the person's language). */
function waitingLabel(intl: IntlShape, { waiting, waitingSales }: Pick<OutboxSummary, 'waiting' | 'waitingSales'>) {
  const changes = waiting - waitingSales;
  const values = { sales: waitingSales, changes };
  if (changes === 0) {
    return intl.formatMessage(
      { id: 'outbox.waiting.sales', defaultMessage: '{sales, plural, one {# sale} other {# sales}} waiting to sync' },
      values,
    );
  }
  if (waitingSales === 0) {
    return intl.formatMessage(
      {
        id: 'outbox.waiting.changes',
        defaultMessage: '{changes, plural, one {# change} other {# changes}} waiting to sync',
      },
      values,
    );
  }
  return intl.formatMessage(
    {
      id: 'outbox.waiting.both',
      defaultMessage:
        '{sales, plural, one {# sale} other {# sales}} and {changes, plural, one {# change} other {# changes}} waiting to sync',
    },
    values,
  );
}

/** What the header says about the till's link to the server: online, offline since when, and what waits to sync. */
export function useSyncState() {
  const intl = useIntl();
  const connectivity = useConnectivity();
  const entries = useOutbox();
  const summary = summarizeOutbox(entries);
  const since = timeOf(connectivity.offlineSince ?? new Date().toISOString());
  const status = connectivity.online
    ? intl.formatMessage({ id: 'outbox.online', defaultMessage: 'Online' })
    : connectivity.away === 'database'
      ? intl.formatMessage(
          { id: 'outbox.waitingForDatabase', defaultMessage: 'Waiting for the database since {time}' },
          { time: since },
        )
      : intl.formatMessage({ id: 'outbox.offlineSince', defaultMessage: 'Offline since {time}' }, { time: since });
  const waiting = summary.waiting > 0 ? waitingLabel(intl, summary) : null;
  return { online: connectivity.online, status, waiting, summary, entries };
}

/** The header's sync button: a cloud, struck through while offline, with the number of entries waiting. */
export function SyncStatusButton({ className, ...props }: React.ComponentProps<typeof Button>) {
  const intl = useIntl();
  const { online, status, waiting, summary } = useSyncState();
  const Icon = !online ? CloudOff : summary.waiting > 0 ? RefreshCw : Cloud;
  const refused = summary.refused
    ? intl.formatMessage({ id: 'outbox.refusedCount', defaultMessage: '{count} refused' }, { count: summary.refused })
    : null;
  const label = [status, waiting, refused].filter(Boolean).join(', ');
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={intl.formatMessage({ id: 'outbox.syncLabel', defaultMessage: 'Sync: {status}' }, { status: label })}
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
