import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { loyaltyRewardThreshold } from '@tillwise/core/customer/loyalty';

import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
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
import { useCustomer } from '../api/get-customer';
import { StoreCreditSection } from './store-credit-section';
import { TradeAccountSection } from './trade-account-section';
import { formatMoney } from '@/lib/money';
import { historyDay } from '../lib/account-statement';
import { purchaseStatusMessages } from '../lib/account-messages';

const Field = ({ label, value }: { label: ReactNode; value: string | null }) => (
  <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-2 text-sm">
    <dt className="text-muted-foreground">{label}</dt>
    <dd className="[overflow-wrap:anywhere]">{value || '-'}</dd>
  </div>
);

/**
 * 'Customer Details': basic information, loyalty, store credit (adjustable by a manager), the trade account and its
 * statement, notes and the real purchase history.
 */
export function CustomerDetailsDialog({
  customerId,
  onClose,
  canAdjustStoreCredit = false,
  canManageAccount = false,
  tillId = null,
  groupSlot,
  historySlot,
}: {
  customerId: string;
  onClose: () => void;
  canAdjustStoreCredit?: boolean;
  /** A manager opens a trade account and sets its credit limit and terms. */
  canManageAccount?: boolean;
  /** This browser's till, whose drawer takes a cash payment on account; null when it is not a till. */
  tillId?: string | null;
  /** The customer's group (promotions and price list), composed by the screen. */
  groupSlot?: (customer: { id: string; groupId: string | null }) => ReactNode;
  /** More of the customer's dealings (their quotes), composed by the screen, shown before their purchases. */
  historySlot?: (customer: { id: string }) => ReactNode;
}) {
  const intl = useIntl();
  const customer = useCustomer(customerId);
  const statusText = (status: string) => {
    const message = purchaseStatusMessages[status];
    return message ? intl.formatMessage(message) : status.replace('_', ' ');
  };
  const c = customer.data;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="customer.details.title" defaultMessage="Customer Details" />
          </DialogTitle>
          <DialogDescription>
            {c?.name ?? intl.formatMessage({ id: 'customer.details.loading', defaultMessage: 'Loading…' })}
          </DialogDescription>
        </DialogHeader>
        {customer.isPending && <Skeleton className="h-64" />}
        {customer.isError && <QueryError error={customer.error} onRetry={() => void customer.refetch()} />}
        {c && (
          <div className="space-y-5">
            <section className="space-y-2">
              <h3 className="text-sm font-semibold">
                <FormattedMessage id="customer.details.basic" defaultMessage="Basic Information" />
              </h3>
              <dl className="space-y-1.5">
                <Field label={<FormattedMessage id="customer.field.name" defaultMessage="Name" />} value={c.name} />
                <Field label={<FormattedMessage id="customer.field.email" defaultMessage="Email" />} value={c.email} />
                <Field label={<FormattedMessage id="customer.field.phone" defaultMessage="Phone" />} value={c.phone} />
                <Field
                  label={<FormattedMessage id="customer.field.address" defaultMessage="Address" />}
                  value={c.address}
                />
              </dl>
              {groupSlot?.({ id: c.id, groupId: c.groupId ?? null })}
            </section>
            <section className="space-y-1 rounded-md bg-muted px-3 py-2">
              <h3 className="text-sm font-semibold">
                <FormattedMessage id="customer.summary.loyaltyTitle" defaultMessage="Loyalty Program" />
              </h3>
              <p className="text-sm">
                <FormattedMessage
                  id="customer.details.points"
                  defaultMessage="Current Points: <b>{points}</b>"
                  values={{
                    points: c.loyaltyPoints,
                    b: (chunks) => <span className="font-semibold tabular-nums">{chunks}</span>,
                  }}
                />
              </p>
              <p className="text-sm text-muted-foreground">
                {c.loyaltyPoints >= loyaltyRewardThreshold ? (
                  <FormattedMessage id="customer.details.eligible" defaultMessage="Eligible for rewards" />
                ) : (
                  <FormattedMessage
                    id="customer.details.pointsToReward"
                    defaultMessage="{points} more points until next reward"
                    values={{ points: loyaltyRewardThreshold - c.loyaltyPoints }}
                  />
                )}
              </p>
            </section>
            <StoreCreditSection customerId={c.id} canAdjust={canAdjustStoreCredit} />
            <TradeAccountSection customer={c} canManage={canManageAccount} tillId={tillId} />
            {c.notes && (
              <section className="space-y-1">
                <h3 className="text-sm font-semibold">
                  <FormattedMessage id="customer.field.notes" defaultMessage="Notes" />
                </h3>
                <p className="text-sm text-muted-foreground">{c.notes}</p>
              </section>
            )}
            {historySlot?.(c)}
            <section className="space-y-2">
              <h3 className="text-sm font-semibold">
                <FormattedMessage id="customer.details.purchases" defaultMessage="Purchase History" />
              </h3>
              {c.purchases.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  <FormattedMessage
                    id="customer.details.noPurchases"
                    defaultMessage="Purchase history will appear here"
                  />
                </p>
              ) : (
                <ul
                  className="max-h-48 divide-y overflow-y-auto rounded-md border"
                  aria-label={intl.formatMessage({
                    id: 'customer.details.purchasesLabel',
                    defaultMessage: 'Purchase history',
                  })}
                >
                  {c.purchases.map((purchase) => (
                    <li key={purchase.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                      <span className="min-w-0">
                        <Link
                          to={`/orders?sale=${purchase.id}`}
                          className="block font-medium whitespace-nowrap text-primary hover:underline"
                        >
                          {purchase.number}
                        </Link>
                        <span className="block text-xs text-muted-foreground">{historyDay(purchase.createdAt)}</span>
                      </span>
                      <span className="flex items-center gap-2">
                        <Badge variant="outline">{statusText(purchase.status)}</Badge>
                        <span className="tabular-nums">{formatMoney(purchase.totalCents)}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            <FormattedMessage id="customer.details.close" defaultMessage="Close" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
