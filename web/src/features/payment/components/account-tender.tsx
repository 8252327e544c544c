import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/money';

interface AccountTenderProps {
  /** What the attached customer may still buy on account: their credit limit less what they owe. */
  availableCents: number;
  /** What is left of it after the payments already taken. */
  spendableCents: number;
  amountField?: ReactNode;
}

/** Puts the sale on the attached customer's trade account, to be paid by its terms; the server holds the limit. */
export function AccountTender({ availableCents, spendableCents, amountField }: AccountTenderProps) {
  return (
    <div className="space-y-3">
      <p className="text-sm">
        Available on account: <span className="font-semibold tabular-nums">{formatMoney(availableCents)}</span>
        {spendableCents < availableCents ? `, ${formatMoney(spendableCents)} left after the payments above` : ''}
      </p>
      {amountField}
    </div>
  );
}
