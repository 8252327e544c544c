import type { ReactNode } from 'react';
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
        {formatMoney(creditCents)} of store credit
        {spendableCents < creditCents ? `, ${formatMoney(spendableCents)} left after the payments above` : ''}.
      </p>
      {amountField}
    </div>
  );
}
