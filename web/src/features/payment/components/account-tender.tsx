import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatMoney } from '@/lib/money';

interface AccountTenderProps {
  /** What the attached customer may still buy on account: their credit limit less what they owe. */
  availableCents: number;
  /** What is left of it after the payments already taken. */
  spendableCents: number;
  amountField?: ReactNode;
}

const figure = (chunks: ReactNode[]) => <span className="font-semibold tabular-nums">{chunks}</span>;

/** Puts the sale on the attached customer's trade account, to be paid by its terms; the server holds the limit. */
export function AccountTender({ availableCents, spendableCents, amountField }: AccountTenderProps) {
  return (
    <div className="space-y-3">
      <p className="text-sm">
        {spendableCents < availableCents ? (
          <FormattedMessage
            id="payment.account.availableLeft"
            defaultMessage="Available on account: <b>{amount}</b>, {left} left after the payments above"
            values={{ amount: formatMoney(availableCents), left: formatMoney(spendableCents), b: figure }}
          />
        ) : (
          <FormattedMessage
            id="payment.account.available"
            defaultMessage="Available on account: <b>{amount}</b>"
            values={{ amount: formatMoney(availableCents), b: figure }}
          />
        )}
      </p>
      {amountField}
    </div>
  );
}
