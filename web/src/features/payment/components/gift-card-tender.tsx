import type { ReactNode } from 'react';
import { LoaderCircle, Search } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { GiftCardCheck } from '../hooks/use-split-tender';
import { formatMoney } from '@/lib/money';

// A code, the same in every language.
const voucherCodeExample = 'GV-12345';

interface GiftCardTenderProps {
  code: string;
  onCodeChange: (code: string) => void;
  /** Looks the code up; left out when the till takes voucher codes without a server check. */
  onCheck?: () => void;
  /** What the server said of the typed code, or null before it is checked. */
  check: GiftCardCheck | null;
  /** false while the till cannot reach the server: no balance can be checked then. */
  online: boolean;
  amountField?: ReactNode;
  disabled?: boolean;
}

/** A gift card or voucher: its code, and when the server can be asked, its balance (Enter or Check balance). */
export function GiftCardTender({
  code,
  onCodeChange,
  onCheck,
  check,
  online,
  amountField,
  disabled,
}: GiftCardTenderProps) {
  const canCheck = onCheck !== undefined && online && code.trim() !== '' && check?.state !== 'checking' && !disabled;
  return (
    <div className="space-y-3">
      <div className="space-y-2">
        <Label htmlFor="voucher-code">
          <FormattedMessage id="payment.voucher.code" defaultMessage="Voucher code" />
        </Label>
        <div className="flex gap-2">
          <Input
            id="voucher-code"
            value={code}
            // Read-only rather than disabled while a balance is checked, so the cursor stays in the field.
            readOnly={disabled}
            autoComplete="off"
            onChange={(event) => onCodeChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || !onCheck) return;
              event.preventDefault();
              if (canCheck) onCheck();
            }}
            placeholder={voucherCodeExample}
          />
          {onCheck && (
            <Button type="button" variant="outline" disabled={!canCheck} onClick={onCheck}>
              {check?.state === 'checking' ? <LoaderCircle className="animate-spin" /> : <Search />}{' '}
              <FormattedMessage id="payment.voucher.check" defaultMessage="Check balance" />
            </Button>
          )}
        </div>
        <p className="min-h-4 text-sm tabular-nums" aria-live="polite" data-testid="gift-card-balance">
          {check?.state === 'checking' && (
            <span className="text-muted-foreground">
              <FormattedMessage id="payment.voucher.checking" defaultMessage="Checking the balance…" />
            </span>
          )}
          {check?.state === 'found' && (
            <FormattedMessage
              id="payment.voucher.balance"
              defaultMessage="Balance {balance}"
              values={{ balance: formatMoney(check.balanceCents) }}
            />
          )}
        </p>
      </div>
      {amountField}
    </div>
  );
}
