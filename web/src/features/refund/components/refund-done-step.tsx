import { CircleCheck } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Refund } from '@tillwise/core/refund/refund-schemas';
import { tendersText } from '../lib/refund-messages';
import { formatMoney } from '@/lib/money';

/** Step 3 of Process Refund: the refund recorded, and what to give back where (whose store credit took it). */
export function RefundDoneStep({ refund, customerName = null }: { refund: Refund; customerName?: string | null }) {
  const intl = useIntl();
  const credited = refund.tenders.find((tender) => tender.method === 'store_credit');
  return (
    <div className="flex flex-col items-center gap-2 py-6 text-center">
      <CircleCheck className="size-12 text-success" />
      <p className="text-lg font-semibold">
        <FormattedMessage id="refund.done.title" defaultMessage="Refund Successful" />
      </p>
      <p className="text-muted-foreground">
        <FormattedMessage
          id="refund.done.processed"
          defaultMessage="A refund of {amount} has been processed for order {number}."
          values={{ amount: formatMoney(refund.amountCents), number: refund.saleNumber }}
        />
      </p>
      <p className="font-medium" data-testid="refund-tenders">
        {refund.tenders.length === 0 ? (
          <FormattedMessage
            id="refund.done.nothingBack"
            defaultMessage="Nothing to give back: under the sale’s deals, what the customer keeps cost what they paid."
          />
        ) : (
          <FormattedMessage
            id="refund.done.giveBack"
            defaultMessage="Give back: {tenders}"
            values={{ tenders: tendersText(intl, refund.tenders, true) }}
          />
        )}
      </p>
      {credited && customerName && (
        <p className="text-sm text-muted-foreground" data-testid="refund-store-credit">
          <FormattedMessage
            id="refund.done.storeCredit"
            defaultMessage="{amount} added to {name}’s store credit."
            values={{ amount: formatMoney(credited.amountCents), name: customerName }}
          />
        </p>
      )}
      {refund.tenders.some((tender) => tender.stored) && (
        <p className="text-sm text-muted-foreground" data-testid="refund-stored-card">
          <FormattedMessage
            id="refund.done.storedCard"
            defaultMessage="Card refund stored, sent when the card is authorised."
          />
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        {refund.capturedOffline ? (
          <FormattedMessage
            id="refund.done.keptOnTill"
            defaultMessage="{number} · Kept on this till until the server is back."
            values={{ number: refund.number }}
          />
        ) : (
          refund.number
        )}
      </p>
    </div>
  );
}
