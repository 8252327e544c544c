import { useState } from 'react';
import type { FormEvent } from 'react';
import { HandCoins, LoaderCircle } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Layaway } from '@tillwise/core/layaway/layaway-schemas';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { newId } from '@/lib/new-id';
import { usePayLayaway } from '../api/pay-layaway';
import { PaymentFields, readPayment } from '@/components/payment-fields';
import type { PaymentDraft, PaymentErrors } from '@/components/payment-fields';
import { formatMoney, toAmountText } from '@/lib/money';

interface LayawayPaymentFormProps {
  layaway: Layaway;
  tillId: string;
  onPaid: (layaway: Layaway) => void;
}

/** An instalment at this till; paying all that is left completes the layaway and hands the goods over. */
export function LayawayPaymentForm({ layaway, tillId, onPaid }: LayawayPaymentFormProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<PaymentDraft>({
    amountText: toAmountText(layaway.balanceCents),
    method: 'card',
    tenderedText: '',
  });
  const [errors, setErrors] = useState<PaymentErrors>({});
  // Made once per form, so a payment sent again after a lost answer is the same payment (and the same sale).
  const [id] = useState(newId);
  const pay = usePayLayaway(onPaid);
  // The last of it in cash is what is left rounded to the store's step, as the server takes it.
  const cashDue = (cents: number) => (cents === layaway.balanceCents ? layaway.cashBalanceCents : cents);
  const read = readPayment(draft, layaway.balanceCents, { cashDue });
  const completes = read.payment?.amountCents === layaway.balanceCents;
  const lastCents = draft.method === 'cash' ? layaway.cashBalanceCents : layaway.balanceCents;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors(read.errors);
    if (read.payment) pay.mutate({ layawayId: layaway.id, id, tillId, ...read.payment });
  };
  const serverField = pay.error?.details?.find((detail) => detail.path === 'amountCents')?.message;
  return (
    <form
      className="space-y-3 rounded-md border p-3"
      noValidate
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'layaway.pay.take', defaultMessage: 'Take payment' })}
    >
      <PaymentFields
        idPrefix="layaway-payment"
        draft={draft}
        errors={{ ...errors, amountCents: errors.amountCents ?? serverField }}
        cashDueCents={completes ? layaway.cashBalanceCents : undefined}
        onChange={setDraft}
      />
      {pay.error && !serverField && (
        <Alert variant="destructive">
          <AlertDescription>{pay.error.message}</AlertDescription>
        </Alert>
      )}
      <Button type="submit" className="w-full" disabled={pay.isPending}>
        {pay.isPending ? <LoaderCircle className="animate-spin" /> : <HandCoins />}
        {completes ? (
          <FormattedMessage
            id="layaway.pay.takeAndHandOver"
            defaultMessage="Take {amount} and hand over"
            values={{ amount: formatMoney(lastCents) }}
          />
        ) : (
          <FormattedMessage id="layaway.pay.take" defaultMessage="Take payment" />
        )}
      </Button>
    </form>
  );
}
