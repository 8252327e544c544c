import { retryNow } from '@tillwise/core/outbox/outbox';
import type { OutboxEntry } from '@tillwise/core/outbox/outbox';
import { Printer } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { flushOutbox } from '../api/outbox-sender';
import { outboxStore } from '../api/outbox-store';
import { timeOf, SyncStatusButton, useSyncState } from './sync-status-button';
import { formatMoney } from '@/lib/money';

const stateMessages = defineMessages({
  pending: { id: 'outbox.state.pending', defaultMessage: 'Waiting' },
  refused: { id: 'outbox.state.refused', defaultMessage: 'Refused' },
  synced: { id: 'outbox.state.synced', defaultMessage: 'Synced' },
});
const stateVariant: Record<OutboxEntry['state'], 'secondary' | 'destructive' | 'outline'> = {
  pending: 'secondary',
  refused: 'destructive',
  synced: 'outline',
};

async function retry(entry: OutboxEntry) {
  await outboxStore.put(retryNow(entry));
  await flushOutbox(true);
}

interface SyncStatusPanelProps {
  defaultOpen?: boolean;
  /** Prints the receipt of a sale the till holds. */
  onReceipt?: (sale: Sale) => void;
}

/** The sync popover: the till's state, the last sync, and every entry the server does not have yet, with receipts. */
export function SyncStatusPanel({ defaultOpen, onReceipt }: SyncStatusPanelProps) {
  const intl = useIntl();
  const { status, waiting, summary, entries } = useSyncState();
  const notSynced = intl.formatMessage({ id: 'outbox.notSynced', defaultMessage: 'Not synced' });
  const unsynced = entries.filter((entry) => entry.state !== 'synced');
  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger asChild>
        <SyncStatusButton />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-96 max-w-[calc(100vw-1rem)] space-y-3">
        <div>
          <p className="font-medium">{status}</p>
          <p className="text-sm text-muted-foreground">
            {summary.lastSyncedAt ? (
              <FormattedMessage
                id="outbox.lastSync"
                defaultMessage="Last sync {time}"
                values={{ time: timeOf(summary.lastSyncedAt) }}
              />
            ) : (
              <FormattedMessage id="outbox.nothingSynced" defaultMessage="Nothing synced from this till yet" />
            )}
          </p>
        </div>
        {unsynced.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage id="outbox.allSynced" defaultMessage="Everything this till recorded is on the server." />
          </p>
        ) : (
          <>
            <p className="text-sm font-medium">{waiting ?? notSynced}</p>
            <ul aria-label={notSynced} className="divide-y rounded-md border text-sm">
              {unsynced.map((entry) => (
                <li key={entry.id} className="flex items-center gap-2 p-2">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium whitespace-nowrap">
                      {entry.label}
                      {entry.amountCents !== null && (
                        <span className="ml-2 tabular-nums">{formatMoney(entry.amountCents)}</span>
                      )}
                    </p>
                    <p className="truncate text-xs text-muted-foreground">
                      {timeOf(entry.createdAt)} · {entry.staffName}
                    </p>
                    {entry.lastError && <p className="text-xs text-muted-foreground">{entry.lastError}</p>}
                  </div>
                  <Badge variant={stateVariant[entry.state]}>
                    <FormattedMessage {...stateMessages[entry.state]} />
                  </Badge>
                  {entry.sale && onReceipt && (
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={intl.formatMessage(
                        { id: 'outbox.receipt', defaultMessage: 'Receipt {label}' },
                        { label: entry.label },
                      )}
                      onClick={() => entry.sale && onReceipt(entry.sale)}
                    >
                      <Printer />
                    </Button>
                  )}
                  <Button size="sm" variant="outline" onClick={() => void retry(entry)}>
                    <FormattedMessage id="outbox.retry" defaultMessage="Retry" />
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )}
      </PopoverContent>
    </Popover>
  );
}
