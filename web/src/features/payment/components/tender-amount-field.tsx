import { FormattedMessage } from 'react-intl';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface TenderAmountFieldProps {
  /** The amount as typed, or the default the tab works out (what remains, or what the method can still pay). */
  value: string;
  onChange: (text: string) => void;
  /** The last payment a sale may be split over pays the rest, so its amount is fixed. */
  readOnly?: boolean;
  disabled?: boolean;
  hint?: string;
}

/** The amount one payment pays towards the sale: what remains unless the customer splits the payment. */
export function TenderAmountField({ value, onChange, readOnly, disabled, hint }: TenderAmountFieldProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor="tender-amount">
        <FormattedMessage id="payment.amount" defaultMessage="Amount to pay" />
      </Label>
      <Input
        id="tender-amount"
        inputMode="decimal"
        value={value}
        readOnly={readOnly}
        disabled={disabled}
        aria-describedby={hint ? 'tender-amount-hint' : undefined}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => onChange(event.target.value)}
        className="tabular-nums"
      />
      {hint && (
        <p id="tender-amount-hint" className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
