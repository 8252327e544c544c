import { Minus, Plus, X } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isSoldByWeight, unitPriceSuffix } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';

import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/money';
import { quantityText } from '@/lib/quantity';

export interface ReturnLine {
  productId: string;
  name: string;
  sku: string;
  unitPriceCents: number;
  taxRate: number;
  categoryId: string;
  soldBy: SoldBy;
  /** Units, or grams of a product sold by weight. */
  quantity: number;
}

/** What one tap of plus or minus changes: a unit, or 100 g of goods sold by weight. */
export const returnStep = (soldBy: SoldBy) => (isSoldByWeight(soldBy) ? 100 : 1);

interface ReturnLinesProps {
  lines: ReturnLine[];
  onQuantityChange: (productId: string, quantity: number) => void;
}

/** The items brought back, each with how many; a quantity of 0 takes the item off. */
export function ReturnLines({ lines, onQuantityChange }: ReturnLinesProps) {
  const intl = useIntl();
  if (lines.length === 0)
    return (
      <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
        <FormattedMessage id="return.lines.none" defaultMessage="No items yet" />
      </p>
    );
  return (
    <ul
      className="divide-y rounded-md border"
      aria-label={intl.formatMessage({ id: 'return.lines.label', defaultMessage: 'Items returned' })}
    >
      {lines.map((line) => (
        <li key={line.productId} className="flex items-center gap-2 px-3 py-2 text-sm">
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{line.name}</span>
            <span className="block text-xs text-muted-foreground">
              {line.sku} ·{' '}
              {isSoldByWeight(line.soldBy)
                ? `${formatMoney(line.unitPriceCents)}${unitPriceSuffix(line.soldBy)}`
                : intl.formatMessage(
                    { id: 'return.lines.each', defaultMessage: '{price} each' },
                    { price: formatMoney(line.unitPriceCents) },
                  )}
            </span>
          </span>
          <Button
            variant="outline"
            size="icon"
            className="size-7"
            aria-label={intl.formatMessage(
              { id: 'return.lines.fewer', defaultMessage: 'One fewer {name}' },
              { name: line.name },
            )}
            onClick={() => onQuantityChange(line.productId, line.quantity - returnStep(line.soldBy))}
          >
            <Minus />
          </Button>
          <span className="min-w-6 text-center tabular-nums" data-testid="return-quantity">
            {quantityText(line.quantity, line.soldBy)}
          </span>
          <Button
            variant="outline"
            size="icon"
            className="size-7"
            aria-label={intl.formatMessage(
              { id: 'return.lines.more', defaultMessage: 'One more {name}' },
              { name: line.name },
            )}
            disabled={line.quantity >= (isSoldByWeight(line.soldBy) ? 100_000 : 999)}
            onClick={() => onQuantityChange(line.productId, line.quantity + returnStep(line.soldBy))}
          >
            <Plus />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={intl.formatMessage(
              { id: 'return.lines.remove', defaultMessage: 'Remove {name}' },
              { name: line.name },
            )}
            onClick={() => onQuantityChange(line.productId, 0)}
          >
            <X />
          </Button>
        </li>
      ))}
    </ul>
  );
}
