import type { MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { lineQuantityLabel } from '@tillwise/core/catalog/sold-by';
import { refundableQuantity } from '@tillwise/core/refund/refund-math';
import type { SaleLine } from '@tillwise/core/sale/sale-schemas';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { RefundQuantityInput } from './refund-quantity-input';
import { moneyFormat } from '@/lib/money';
import { quantityText } from '@/lib/quantity';

interface RefundItemRowProps {
  line: SaleLine;
  /** How much of the line is chosen, or undefined while it is not. */
  quantity: number | undefined;
  onToggle: (on: boolean) => void;
  onQuantityChange: (quantity: number) => void;
}

/**
 * One item of the sale: a tap anywhere on the row chooses it or lets it go (a finger on a tablet misses a small
 * box); its checkbox stays the control a keyboard and a screen reader use, and the quantity field takes its own taps.
 */
export function RefundItemRow({ line, quantity, onToggle, onQuantityChange }: RefundItemRowProps) {
  const intl = useIntl();
  const available = refundableQuantity(line);
  const chosen = quantity !== undefined;
  const toggleFromRow = (event: MouseEvent<HTMLLIElement>) => {
    if (available === 0 || (event.target as Element).closest('button, input, [data-slot="refund-quantity"]')) return;
    onToggle(!chosen);
  };
  return (
    <li
      className={cn(
        'flex min-h-11 items-center gap-3 px-3 py-2.5',
        available > 0 && 'cursor-pointer hover:bg-muted/50',
        chosen && 'bg-muted/40',
      )}
      onClick={toggleFromRow}
    >
      <Checkbox
        checked={chosen}
        disabled={available === 0}
        onCheckedChange={(checked) => onToggle(checked === true)}
        aria-label={intl.formatMessage(
          { id: 'refund.item.choose', defaultMessage: 'Refund {name}' },
          { name: line.name },
        )}
      />
      <div className="min-w-0 flex-1 select-none">
        <p className="truncate text-sm font-medium">{line.name}</p>
        <p className="text-xs text-muted-foreground">
          {lineQuantityLabel(line.quantity, line.unitPriceCents, line.soldBy, moneyFormat())}
          {line.refundedQuantity > 0 && (
            <FormattedMessage
              id="refund.item.alreadyRefunded"
              defaultMessage=" · {quantity} already refunded"
              values={{ quantity: quantityText(line.refundedQuantity, line.soldBy) }}
            />
          )}
        </p>
      </div>
      {chosen && (
        <div data-slot="refund-quantity">
          <RefundQuantityInput line={line} available={available} value={quantity} onChange={onQuantityChange} />
        </div>
      )}
    </li>
  );
}
