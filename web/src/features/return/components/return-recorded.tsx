import { CircleCheck } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Return } from '@tillwise/core/return/return-schemas';
import { paymentMethodMessages } from '@/lib/i18n/payment-method-messages';
import { formatMoney } from '@/lib/money';

/** A return once recorded: its number, and what to give back to whom. */
export function ReturnRecorded({ done }: { done: Return }) {
  const intl = useIntl();
  const tender = intl.formatMessage(paymentMethodMessages[done.tender]);
  return (
    <div className="flex flex-col items-center gap-2 py-6 text-center">
      <CircleCheck className="size-12 text-success" />
      <p className="text-lg font-semibold">
        <FormattedMessage
          id="return.recorded"
          defaultMessage="Return {number} recorded"
          values={{ number: done.number }}
        />
      </p>
      <p className="font-medium" data-testid="return-given">
        {done.customer ? (
          <FormattedMessage
            id="return.givenTo"
            defaultMessage="Give back: {tender} {amount} to {name}"
            values={{ tender, amount: formatMoney(done.amountCents), name: done.customer.name }}
          />
        ) : (
          <FormattedMessage
            id="return.given"
            defaultMessage="Give back: {tender} {amount}"
            values={{ tender, amount: formatMoney(done.amountCents) }}
          />
        )}
      </p>
    </div>
  );
}
