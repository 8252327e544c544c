import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useHeldActions, useResolveHeldAction } from '../api/held-actions';
import { formatMoney } from '@/lib/money';

const statusMessages = defineMessages({
  held: { id: 'heldAction.status.held', defaultMessage: 'Waiting' },
  recorded: { id: 'heldAction.status.recorded', defaultMessage: 'Recorded' },
  dismissed: { id: 'heldAction.status.dismissed', defaultMessage: 'Dismissed' },
});

// As Date's toLocaleString() writes it, in the person's language.
const dateAndTime = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
} as const;

/**
 * Offline sales and refunds whose proof of who took them did not hold (docs/architecture.md, "Offline actions carry proof"):
 * kept as the till sent them for a manager to record on their own word, or dismiss.
 */
export function HeldActionList() {
  const intl = useIntl();
  const held = useHeldActions();
  const resolve = useResolveHeldAction({
    onSuccess: (action) =>
      toast.success(
        action.status === 'recorded'
          ? intl.formatMessage({ id: 'heldAction.recorded', defaultMessage: 'Recorded on your word' })
          : intl.formatMessage({ id: 'heldAction.dismissed', defaultMessage: 'Dismissed' }),
      ),
  });
  const nobody = intl.formatMessage({ id: 'heldAction.nobody', defaultMessage: 'nobody' });
  if (held.isError) return <QueryError error={held.error} onRetry={() => void held.refetch()} />;
  if (held.isPending) return <Skeleton className="h-40" />;
  if (held.data.length === 0)
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'heldAction.none', defaultMessage: 'Nothing held' })}
        hint={intl.formatMessage({
          id: 'heldAction.none.hint',
          defaultMessage: 'Offline sales and refunds that could not be proven show here',
        })}
      />
    );
  return (
    <ul
      aria-label={intl.formatMessage({ id: 'heldAction.list', defaultMessage: 'Held offline sales and refunds' })}
      className="divide-y rounded-lg border"
    >
      {held.data.map((action) => (
        <li key={action.id} className="flex flex-col gap-3 p-3 text-sm sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1 space-y-1">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              <span>
                {action.kind === 'sale' ? (
                  <FormattedMessage id="heldAction.offlineSale" defaultMessage="Offline sale" />
                ) : (
                  <FormattedMessage id="heldAction.offlineRefund" defaultMessage="Offline refund" />
                )}
              </span>
              {action.amountCents !== null && <span className="tabular-nums">{formatMoney(action.amountCents)}</span>}
              <Badge variant={action.status === 'held' ? 'warning' : 'outline'}>
                <FormattedMessage {...statusMessages[action.status]} />
              </Badge>
            </p>
            <p>{action.reason}</p>
            <p className="text-muted-foreground">
              {action.capturedAt ? (
                <FormattedMessage
                  id="heldAction.takenAt"
                  defaultMessage="Says {taker} took it at {when}; sent by {sender}"
                  values={{
                    taker: action.takenBy?.name ?? nobody,
                    when: intl.formatDate(action.capturedAt, dateAndTime),
                    sender: action.sentBy.name,
                  }}
                />
              ) : (
                <FormattedMessage
                  id="heldAction.taken"
                  defaultMessage="Says {taker} took it; sent by {sender}"
                  values={{ taker: action.takenBy?.name ?? nobody, sender: action.sentBy.name }}
                />
              )}
            </p>
          </div>
          {action.status === 'held' && (
            <div className="flex gap-2">
              <Button
                size="sm"
                disabled={resolve.isPending}
                onClick={() => resolve.mutate({ id: action.id, decision: 'record' })}
              >
                <FormattedMessage id="heldAction.record" defaultMessage="Record on my word" />
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={resolve.isPending}
                onClick={() => resolve.mutate({ id: action.id, decision: 'dismiss' })}
              >
                <FormattedMessage id="heldAction.dismiss" defaultMessage="Dismiss" />
              </Button>
            </div>
          )}
        </li>
      ))}
      {resolve.error && (
        <li className="p-3 text-sm text-destructive" role="alert">
          {resolve.error.message}
        </li>
      )}
    </ul>
  );
}
