import { X } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Tender } from '@tillwise/core/payment/tender';
import { Button } from '@/components/ui/button';
import { paymentMethodMessages } from '@/lib/i18n/payment-method-messages';
import { formatMoney } from '@/lib/money';

interface TenderListProps {
  /** The parts of the payment already taken, in the order taken. */
  tenders: readonly Tender[];
  /** What the sale still needs after them. */
  remainingCents: number;
  onRemove: (index: number) => void;
  disabled?: boolean;
}

/** The payments taken so far, each with a remove button, and what remains to pay. */
export function TenderList({ tenders, remainingCents, onRemove, disabled }: TenderListProps) {
  const intl = useIntl();
  return (
    <div className="space-y-2">
      {tenders.length > 0 && (
        <ul
          aria-label={intl.formatMessage({ id: 'payment.taken', defaultMessage: 'Payments taken' })}
          className="divide-y rounded-md border text-sm"
        >
          {tenders.map((tender, index) => {
            const label = intl.formatMessage(paymentMethodMessages[tender.method]);
            const amount = formatMoney(tender.amountCents);
            const change = (tender.tenderedCents ?? tender.amountCents) - tender.amountCents;
            return (
              <li key={`${index}-${tender.method}`} className="flex items-center gap-2 py-1 pr-1 pl-3">
                <span className="min-w-0 flex-1">
                  {label}
                  {tender.reference && <span className="break-all text-muted-foreground"> · {tender.reference}</span>}
                  {change > 0 && (
                    <span className="block text-xs text-muted-foreground">
                      <FormattedMessage
                        id="payment.taken.change"
                        defaultMessage="Tendered {tendered}, change {change}"
                        values={{ tendered: formatMoney(tender.tenderedCents ?? 0), change: formatMoney(change) }}
                      />
                    </span>
                  )}
                </span>
                <span className="font-medium tabular-nums">{amount}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  disabled={disabled}
                  aria-label={intl.formatMessage(
                    { id: 'payment.taken.remove', defaultMessage: 'Remove {method} {amount} payment' },
                    { method: label, amount },
                  )}
                  onClick={() => onRemove(index)}
                >
                  <X />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <p className="flex items-center justify-between text-sm" aria-live="polite">
        <span className="text-muted-foreground">
          <FormattedMessage id="payment.remaining" defaultMessage="Remaining" />
        </span>
        <span className="font-semibold tabular-nums" data-testid="remaining-due">
          {formatMoney(remainingCents)}
        </span>
      </p>
    </div>
  );
}
