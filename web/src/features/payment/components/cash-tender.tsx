import { quickCashAmounts } from '@tillwise/core/payment/tender';
import { dollarsToCents, formatMoney } from '@tillwise/core/money/money';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface CashTenderProps {
  dueCents: number;
  tendered: string;
  onTenderedChange: (value: string) => void;
}

/** Amount tendered with quick amounts, and the change to hand back. */
export function CashTender({ dueCents, tendered, onTenderedChange }: CashTenderProps) {
  const tenderedCents = tendered.trim() === '' ? null : dollarsToCents(Number(tendered));
  const valid = tenderedCents !== null && Number.isFinite(tenderedCents);
  return (
    <div className="space-y-3">
      <div className="space-y-2">
        <Label htmlFor="cash-tendered">Amount tendered</Label>
        <Input
          id="cash-tendered"
          inputMode="decimal"
          placeholder={(dueCents / 100).toFixed(2)}
          value={tendered}
          onChange={(event) => onTenderedChange(event.target.value)}
          className="h-11 text-lg"
        />
      </div>
      <div className="grid grid-cols-4 gap-2">
        {quickCashAmounts(dueCents).map((amount) => (
          <Button
            key={amount}
            type="button"
            variant="outline"
            onClick={() => onTenderedChange((amount / 100).toFixed(2))}
          >
            {formatMoney(amount)}
          </Button>
        ))}
      </div>
      <div className="flex items-center justify-between rounded-md bg-muted px-3 py-2">
        <span className="text-sm text-muted-foreground">Change due</span>
        <span className="text-lg font-semibold tabular-nums" data-testid="change-due">
          {formatMoney(valid && tenderedCents >= dueCents ? tenderedCents - dueCents : 0)}
        </span>
      </div>
    </div>
  );
}
