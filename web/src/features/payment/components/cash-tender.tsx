import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { quickCashAmounts } from '@tillwise/core/payment/tender';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatMoney, parseAmount, toAmountText } from '@/lib/money';

interface CashTenderProps {
  /** What cash pays: the rest of the sale rounded to the store's step, or the part paid in cash. */
  dueCents: number;
  tendered: string;
  onTenderedChange: (value: string) => void;
  /** The field for the amount cash pays, shown above the cash tendered. */
  amountField?: ReactNode;
  /** The store's cash rounding step in cents (0: none). */
  roundingStepCents?: number;
  /** What rounding adds to (+) or takes off (−) the rest of the sale when cash pays it. */
  roundingCents?: number;
  disabled?: boolean;
}

/** Amount tendered with quick amounts, the cash rounding, and the change to hand back. */
export function CashTender({
  dueCents,
  tendered,
  onTenderedChange,
  amountField,
  roundingStepCents = 0,
  roundingCents = 0,
  disabled,
}: CashTenderProps) {
  const tenderedCents = tendered.trim() === '' ? null : parseAmount(tendered);
  return (
    <div className="space-y-3">
      {amountField}
      {roundingStepCents > 0 && roundingCents !== 0 && (
        <p className="text-xs text-muted-foreground" data-testid="cash-rounding">
          <FormattedMessage
            id="payment.cash.rounded"
            defaultMessage="Rounded to the nearest {step}: {sign}{amount}"
            values={{
              step: formatMoney(roundingStepCents),
              sign: roundingCents > 0 ? '+' : '−',
              amount: formatMoney(Math.abs(roundingCents)),
            }}
          />
        </p>
      )}
      <div className="space-y-2">
        <Label htmlFor="cash-tendered">
          <FormattedMessage id="payment.cash.tendered" defaultMessage="Amount tendered" />
        </Label>
        <Input
          id="cash-tendered"
          inputMode="decimal"
          placeholder={toAmountText(dueCents)}
          value={tendered}
          disabled={disabled}
          onChange={(event) => onTenderedChange(event.target.value)}
          className="h-11 text-lg"
        />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {quickCashAmounts(dueCents).map((amount) => (
          <Button
            key={amount}
            type="button"
            variant="outline"
            disabled={disabled}
            onClick={() => onTenderedChange(toAmountText(amount))}
          >
            {formatMoney(amount)}
          </Button>
        ))}
      </div>
      <div className="flex items-center justify-between rounded-md bg-muted px-3 py-2">
        <span className="text-sm text-muted-foreground">
          <FormattedMessage id="payment.changeDue" defaultMessage="Change due" />
        </span>
        <span className="text-lg font-semibold tabular-nums" data-testid="change-due">
          {formatMoney(tenderedCents !== null && tenderedCents >= dueCents ? tenderedCents - dueCents : 0)}
        </span>
      </div>
    </div>
  );
}
