import { useState } from 'react';
import { Ban } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Layaway } from '@tillwise/core/layaway/layaway-schemas';

import { QueryError } from '@/components/query-error';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useCancelLayaway } from '../api/cancel-layaway';
import { useLayaway } from '../api/get-layaway';
import { LayawayLines } from './layaway-lines';
import { LayawayPaymentForm } from './layaway-payment-form';
import { LayawayStatusBadge } from './layaway-status-badge';
import { formatMoney } from '@/lib/money';

interface LayawayDetailsDialogProps {
  layawayId: string;
  /** This browser's till, whose drawer takes and gives back cash; null when it is not a till. */
  tillId: string | null;
  /** Whoever is signed in may give money back (a cancellation refunds). */
  canCancel: boolean;
  onClose: () => void;
  onPaid: (layaway: Layaway) => void;
}

/** One layaway: its goods and money, an instalment (the last hands the goods over), or its cancellation. */
export function LayawayDetailsDialog(props: LayawayDetailsDialogProps) {
  const { layawayId, tillId, canCancel, onClose, onPaid } = props;
  const layaway = useLayaway(layawayId);
  const cancel = useCancelLayaway();
  const [confirming, setConfirming] = useState(false);
  const l = layaway.data;
  const open = l && (l.status === 'open' || l.status === 'overdue');
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {l ? (
              <FormattedMessage id="layaway.title" defaultMessage="Layaway {number}" values={{ number: l.number }} />
            ) : (
              <FormattedMessage id="layaway.titleLoading" defaultMessage="Layaway" />
            )}
          </DialogTitle>
          <DialogDescription>
            {l ? (
              <FormattedMessage
                id="layaway.details.who"
                defaultMessage="{customer} · put by {putBy} by {staff} · pay by {dueDate}"
                values={{
                  customer: l.customer.name,
                  putBy: l.createdAt.slice(0, 10),
                  staff: l.createdBy,
                  dueDate: l.dueDate,
                }}
              />
            ) : (
              <FormattedMessage id="layaway.loading" defaultMessage="Loading…" />
            )}
          </DialogDescription>
        </DialogHeader>
        {layaway.isPending && <Skeleton className="h-64" />}
        {layaway.isError && <QueryError error={layaway.error} onRetry={() => void layaway.refetch()} />}
        {l && (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <LayawayStatusBadge status={l.status} />
              {l.orderId && (
                <Link className="text-primary hover:underline" to={`/orders?sale=${l.orderId}`}>
                  <FormattedMessage
                    id="layaway.details.handedOver"
                    defaultMessage="Handed over as {number}"
                    values={{ number: l.orderNumber }}
                  />
                </Link>
              )}
            </div>
            <LayawayLines layaway={l} />
            {l.note && <p className="text-sm">{l.note}</p>}
            {open &&
              (tillId ? (
                <LayawayPaymentForm key={l.paidCents} layaway={l} tillId={tillId} onPaid={onPaid} />
              ) : (
                <p className="text-sm text-muted-foreground" role="note">
                  <FormattedMessage
                    id="layaway.details.notATill"
                    defaultMessage="Payments are taken at a till: this browser is not one of the store’s tills."
                  />
                </p>
              ))}
            {cancel.error && (
              <Alert variant="destructive">
                <AlertDescription>{cancel.error.message}</AlertDescription>
              </Alert>
            )}
          </div>
        )}
        {l && open && canCancel && tillId && (
          <DialogFooter className="flex-col items-stretch gap-2 sm:flex-col">
            {confirming ? (
              <>
                <p className="text-sm" role="note">
                  <FormattedMessage
                    id="layaway.details.cancelTerms"
                    defaultMessage="Keeps a fee of {fee} and gives back {back}; the goods go back into stock."
                    values={{
                      fee: formatMoney(l.cancellationFeeCents),
                      back: formatMoney(l.paidCents - l.cancellationFeeCents),
                    }}
                  />
                </p>
                <Button
                  variant="destructive"
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate({ id: l.id, tillId })}
                >
                  <Ban />{' '}
                  <FormattedMessage
                    id="layaway.details.confirmCancel"
                    defaultMessage="Yes, cancel {number}"
                    values={{ number: l.number }}
                  />
                </Button>
              </>
            ) : (
              <Button variant="outline" onClick={() => setConfirming(true)}>
                <Ban /> <FormattedMessage id="layaway.details.cancel" defaultMessage="Cancel layaway" />
              </Button>
            )}
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
