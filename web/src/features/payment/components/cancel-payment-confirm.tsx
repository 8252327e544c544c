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
        Cancel this payment?
      </h3>
      <p id="cancel-payment-text" className="text-sm text-muted-foreground">
        The {partCount === 1 ? 'payment' : `${partCount} payments`} taken so far {partCount === 1 ? 'is' : 'are'} not
        recorded.{' '}
        {cashTenderedCents !== null
          ? `Hand back the ${formatMoney(cashTenderedCents)} in cash the customer gave.`
          : 'Hand back any cash the customer gave.'}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" autoFocus onClick={onKeepPaying}>
          Keep paying
        </Button>
        <Button variant="destructive" onClick={onCancelPayment}>
          Cancel payment
        </Button>
      </div>
    </section>
  );
}
