import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatMoney } from '@/lib/money';

interface StoreCreditTenderProps {
  /** The attached customer's store credit. */
  creditCents: number;
  /** What is left of it after the payments already taken. */
  spendableCents: number;
  amountField?: ReactNode;
}

/** Pays with the attached customer's store credit: the money the store already holds for them. */
export function StoreCreditTender({ creditCents, spendableCents, amountField }: StoreCreditTenderProps) {
  return (
    <div className="space-y-3">
      <p className="text-sm">
        {spendableCents < creditCents ? (
          <FormattedMessage
            id="payment.storeCredit.left"
            defaultMessage="{credit} of store credit, {amount} left after the payments above."
            values={{ credit: formatMoney(creditCents), amount: formatMoney(spendableCents) }}
          />
        ) : (
          <FormattedMessage
            id="payment.storeCredit"
            defaultMessage="{credit} of store credit."
            values={{ credit: formatMoney(creditCents) }}
          />
        )}
      </p>
      {amountField}
    </div>
  );
}
