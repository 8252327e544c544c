import { CircleCheck } from 'lucide-react';

import { paymentMethodLabels } from '@tillwise/core/payment/tender';
import type { Refund } from '@tillwise/core/refund/refund-schemas';
import { storedCardRefundNote } from '@tillwise/core/refund/refund-tenders';
import { formatMoney } from '@/lib/money';

/** Step 3 of Process Refund: the refund recorded, and what to give back where (whose store credit took it). */
export function RefundDoneStep({ refund, customerName = null }: { refund: Refund; customerName?: string | null }) {
  const credited = refund.tenders.find((tender) => tender.method === 'store_credit');
  return (
    <div className="flex flex-col items-center gap-2 py-6 text-center">
      <CircleCheck className="size-12 text-success" />
      <p className="text-lg font-semibold">Refund Successful</p>
      <p className="text-muted-foreground">
        A refund of {formatMoney(refund.amountCents)} has been processed for order {refund.saleNumber}.
      </p>
      <p className="font-medium" data-testid="refund-tenders">
        {refund.tenders.length === 0
          ? 'Nothing to give back: under the sale’s deals, what the customer keeps cost what they paid.'
          : `Give back: ${refund.tenders
              .map(
                (tender) =>
                  `${paymentMethodLabels[tender.method]} ${formatMoney(tender.amountCents)}${tender.stored ? ' (stored)' : ''}`,
              )
              .join(' · ')}`}
      </p>
      {credited && customerName && (
        <p className="text-sm text-muted-foreground" data-testid="refund-store-credit">
          {formatMoney(credited.amountCents)} added to {customerName}’s store credit.
        </p>
      )}
      {refund.tenders.some((tender) => tender.stored) && (
        <p className="text-sm text-muted-foreground" data-testid="refund-stored-card">
          {storedCardRefundNote}.
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        {refund.number}
        {refund.capturedOffline && ' · Kept on this till until the server is back.'}
      </p>
    </div>
  );
}
