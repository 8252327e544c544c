import { useState } from 'react';
import { Ban } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

import type { SpecialOrder } from '@tillwise/core/special-order/special-order-schemas';
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
import { useCancelSpecialOrder } from '../api/cancel-special-order';
import { useSpecialOrder } from '../api/get-special-order';
import { CollectForm } from './collect-form';
import { SpecialOrderFigures } from './special-order-figures';
import { SpecialOrderStatusBadge } from './special-order-status-badge';
import { formatMoney } from '@/lib/money';

interface SpecialOrderDetailsDialogProps {
  specialOrderId: string;
  /** This browser's till, whose drawer takes and gives back cash; null when it is not a till. */
  tillId: string | null;
  /** Whoever is signed in may give money back (cancelling gives the deposit back). */
  canCancel: boolean;
  onClose: () => void;
  onCollected: (order: SpecialOrder) => void;
}

/** One special order: what, for whom, from which supplier; handing it over once it arrived, or cancelling it. */
export function SpecialOrderDetailsDialog(props: SpecialOrderDetailsDialogProps) {
  const { specialOrderId, tillId, canCancel, onClose, onCollected } = props;
  const order = useSpecialOrder(specialOrderId);
  const cancel = useCancelSpecialOrder();
  const [confirming, setConfirming] = useState(false);
  const o = order.data;
  const live = o && (o.status === 'ordered' || o.status === 'ready');
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {o ? (
              <FormattedMessage
                id="specialOrder.title"
                defaultMessage="Special order {number}"
                values={{ number: o.number }}
              />
            ) : (
              <FormattedMessage id="specialOrder.titleLoading" defaultMessage="Special order" />
            )}
          </DialogTitle>
          <DialogDescription>
            {o ? (
              <FormattedMessage
                id="specialOrder.details.who"
                defaultMessage="{customer} · ordered {date} by {staff}"
                values={{ customer: o.customer.name, date: o.createdAt.slice(0, 10), staff: o.createdBy }}
              />
            ) : (
              <FormattedMessage id="specialOrder.loading" defaultMessage="Loading…" />
            )}
          </DialogDescription>
        </DialogHeader>
        {order.isPending && <Skeleton className="h-64" />}
        {order.isError && <QueryError error={order.error} onRetry={() => void order.refetch()} />}
        {o && (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <SpecialOrderStatusBadge status={o.status} />
              {o.orderId && (
                <Link className="text-primary hover:underline" to={`/orders?sale=${o.orderId}`}>
                  <FormattedMessage
                    id="specialOrder.details.handedOver"
                    defaultMessage="Handed over as {number}"
                    values={{ number: o.orderNumber }}
                  />
                </Link>
              )}
            </div>
            <SpecialOrderFigures order={o} />
            {o.note && <p className="text-sm">{o.note}</p>}
            {o.status === 'ordered' && (
              <p className="text-sm text-muted-foreground" role="note">
                {o.purchaseOrder ? (
                  <FormattedMessage
                    id="specialOrder.details.putByWhen"
                    defaultMessage="It is put by for {customer} when {purchaseOrder} is received."
                    values={{ customer: o.customer.name, purchaseOrder: o.purchaseOrder.number }}
                  />
                ) : (
                  <FormattedMessage
                    id="specialOrder.details.putBy"
                    defaultMessage="It is put by for {customer} when its purchase order is received."
                    values={{ customer: o.customer.name }}
                  />
                )}
              </p>
            )}
            {o.status === 'ready' &&
              (tillId ? (
                <CollectForm order={o} tillId={tillId} onCollected={onCollected} />
              ) : (
                <p className="text-sm text-muted-foreground" role="note">
                  <FormattedMessage
                    id="specialOrder.details.notATill"
                    defaultMessage="Orders are handed over at a till: this browser is not one of the store’s tills."
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
        {o && live && canCancel && tillId && (
          <DialogFooter className="flex-col items-stretch gap-2 sm:flex-col">
            {confirming ? (
              <>
                <p className="text-sm" role="note">
                  {o.status === 'ready' ? (
                    <FormattedMessage
                      id="specialOrder.details.cancelReady"
                      defaultMessage="Gives back the deposit of {deposit}; the goods go back into stock."
                      values={{ deposit: formatMoney(o.paidCents) }}
                    />
                  ) : (
                    <FormattedMessage
                      id="specialOrder.details.cancelOrdered"
                      defaultMessage="Gives back the deposit of {deposit}."
                      values={{ deposit: formatMoney(o.paidCents) }}
                    />
                  )}
                </p>
                <Button
                  variant="destructive"
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate({ id: o.id, tillId })}
                >
                  <Ban />{' '}
                  <FormattedMessage
                    id="specialOrder.details.confirmCancel"
                    defaultMessage="Yes, cancel {number}"
                    values={{ number: o.number }}
                  />
                </Button>
              </>
            ) : (
              <Button variant="outline" onClick={() => setConfirming(true)}>
                <Ban /> <FormattedMessage id="specialOrder.details.cancel" defaultMessage="Cancel special order" />
              </Button>
            )}
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
