import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/money';

interface CancelPaymentConfirmProps {
  /** How many parts of the payment were taken. */
  partCount: number;
  /** Cash the customer handed over for a part, to give back (null: no cash taken). */
  cashTenderedCents: number | null;
  onKeepPaying: () => void;
  onCancelPayment: () => void;
}

/** Asks before a part-paid payment is dropped: nothing taken is recorded, so cash goes back to the customer. */
export function CancelPaymentConfirm({
  partCount,
  cashTenderedCents,
  onKeepPaying,
  onCancelPayment,
}: CancelPaymentConfirmProps) {
  return (
    <section
      aria-labelledby="cancel-payment-title"
      aria-describedby="cancel-payment-text"
      className="space-y-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4"
    >
      <h3 id="cancel-payment-title" className="font-semibold">
        <FormattedMessage id="payment.cancel.title" defaultMessage="Cancel this payment?" />
      </h3>
      <p id="cancel-payment-text" className="text-sm text-muted-foreground">
        <FormattedMessage
          id="payment.cancel.notRecorded"
          defaultMessage="{count, plural, one {The payment taken so far is not recorded.} other {The # payments taken so far are not recorded.}}"
          values={{ count: partCount }}
        />{' '}
        {cashTenderedCents !== null ? (
          <FormattedMessage
            id="payment.cancel.handBackCash"
            defaultMessage="Hand back the {amount} in cash the customer gave."
            values={{ amount: formatMoney(cashTenderedCents) }}
          />
        ) : (
          <FormattedMessage id="payment.cancel.handBackAny" defaultMessage="Hand back any cash the customer gave." />
        )}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" autoFocus onClick={onKeepPaying}>
          <FormattedMessage id="payment.cancel.keepPaying" defaultMessage="Keep paying" />
        </Button>
        <Button variant="destructive" onClick={onCancelPayment}>
          <FormattedMessage id="payment.cancel.confirm" defaultMessage="Cancel payment" />
        </Button>
      </div>
    </section>
  );
}
