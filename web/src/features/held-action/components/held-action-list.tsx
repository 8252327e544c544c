import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useHeldActions, useResolveHeldAction } from '../api/held-actions';
import { formatMoney } from '@/lib/money';

const statusLabels = { held: 'Waiting', recorded: 'Recorded', dismissed: 'Dismissed' } as const;

/**
 * Offline sales and refunds whose proof of who took them did not hold (docs/architecture.md, "Offline actions carry proof"):
 * kept as the till sent them for a manager to record on their own word, or dismiss.
 */
export function HeldActionList() {
  const held = useHeldActions();
  const resolve = useResolveHeldAction({
    onSuccess: (action) => toast.success(action.status === 'recorded' ? 'Recorded on your word' : 'Dismissed'),
  });
  if (held.isError) return <QueryError error={held.error} onRetry={() => void held.refetch()} />;
  if (held.isPending) return <Skeleton className="h-40" />;
  if (held.data.length === 0)
    return <EmptyState title="Nothing held" hint="Offline sales and refunds that could not be proven show here" />;
  return (
    <ul aria-label="Held offline sales and refunds" className="divide-y rounded-lg border">
      {held.data.map((action) => (
        <li key={action.id} className="flex flex-col gap-3 p-3 text-sm sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1 space-y-1">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              <span>{action.kind === 'sale' ? 'Offline sale' : 'Offline refund'}</span>
              {action.amountCents !== null && <span className="tabular-nums">{formatMoney(action.amountCents)}</span>}
              <Badge variant={action.status === 'held' ? 'warning' : 'outline'}>{statusLabels[action.status]}</Badge>
            </p>
            <p>{action.reason}</p>
            <p className="text-muted-foreground">
              Says {action.takenBy?.name ?? 'nobody'} took it
              {action.capturedAt && ` at ${new Date(action.capturedAt).toLocaleString()}`}; sent by {action.sentBy.name}
            </p>
          </div>
          {action.status === 'held' && (
            <div className="flex gap-2">
              <Button
                size="sm"
                disabled={resolve.isPending}
                onClick={() => resolve.mutate({ id: action.id, decision: 'record' })}
              >
                Record on my word
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={resolve.isPending}
                onClick={() => resolve.mutate({ id: action.id, decision: 'dismiss' })}
              >
                Dismiss
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
