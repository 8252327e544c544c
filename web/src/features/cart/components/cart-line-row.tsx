import { Minus, Percent, Plus, Tag, Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CartLineTotals } from '@tillwise/core/sale/cart-totals';
import { isSoldByWeight } from '@tillwise/core/catalog/sold-by';
import { weightLineLabel } from '@tillwise/core/barcode/weight';

import { Button } from '@/components/ui/button';
import type { TillCartLine } from '../hooks/cart-store';
import { formatMoney, moneyFormat } from '@/lib/money';

interface CartLineRowProps {
  line: TillCartLine;
  totals: CartLineTotals | undefined;
  /** Shelf prices include tax: the line shows what it costs with its tax, as its price does. */
  pricesIncludeTax?: boolean;
  canDiscount: boolean;
  onIncrement: () => void;
  onDecrement: () => void;
  onRemove: () => void;
  onDiscount: () => void;
  /** Opens Change price; left out, the line offers none. */
  onChangePrice?: () => void;
}

/** What a line comes to beside its name: before tax where tax is added at the till, with it where prices include it. */
const lineAmountCents = (totals: CartLineTotals | undefined, pricesIncludeTax: boolean) =>
  !totals ? 0 : pricesIncludeTax ? totals.totalCents : totals.subtotalCents - totals.discountCents;

/** One line of the cart: name, unit price, quantity with minus and plus, line amount, discount and trash. */
export function CartLineRow(props: CartLineRowProps) {
  const { line, totals } = props;
  const intl = useIntl();
  const weighed = isSoldByWeight(line.soldBy);
  return (
    <li className="space-y-1.5 py-2.5" aria-label={line.name}>
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm leading-snug font-medium">{line.name}</p>
        <p className="text-sm font-medium tabular-nums">
          {formatMoney(lineAmountCents(totals, props.pricesIncludeTax === true))}
        </p>
      </div>
      {/* With touch-sized buttons (a tablet) the buttons go under the price, together, rather than squeeze it. */}
      <div className="flex flex-wrap items-center gap-1">
        <p className="min-w-24 flex-1 text-xs text-muted-foreground tabular-nums" data-testid="line-price">
          {isSoldByWeight(line.soldBy)
            ? weightLineLabel(line.quantity, line.unitPriceCents, line.soldBy, moneyFormat())
            : intl.formatMessage(
                { id: 'cart.line.each', defaultMessage: '{price} each' },
                { price: formatMoney(line.unitPriceCents) },
              )}
          {line.priceOverride && line.priceOverride.catalogPriceCents !== line.unitPriceCents && (
            <span>
              {' · '}
              <FormattedMessage
                id="cart.line.was"
                defaultMessage="was {price}"
                values={{ price: formatMoney(line.priceOverride.catalogPriceCents) }}
              />
            </span>
          )}
          {totals && totals.discountCents > 0 && (
            <span className="text-success"> · −{formatMoney(totals.discountCents)}</span>
          )}
        </p>
        <div className="ml-auto flex items-center gap-1">
          {!weighed && <QuantityStepper {...props} />}
          <LineActions {...props} />
        </div>
      </div>
    </li>
  );
}

/** Minus, the quantity and plus, for a line sold by the unit (a weighed line is weighed again instead). */
function QuantityStepper({ line, onIncrement, onDecrement }: CartLineRowProps) {
  const intl = useIntl();
  return (
    <>
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        onClick={onDecrement}
        aria-label={intl.formatMessage(
          { id: 'cart.line.removeOne', defaultMessage: 'Remove one {name}' },
          { name: line.name },
        )}
      >
        <Minus />
      </Button>
      <span
        className="w-7 text-center text-sm font-medium tabular-nums"
        aria-label={intl.formatMessage({ id: 'cart.line.quantity', defaultMessage: 'Quantity' })}
      >
        {line.quantity}
      </span>
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        onClick={onIncrement}
        aria-label={intl.formatMessage(
          { id: 'cart.line.addOne', defaultMessage: 'Add one {name}' },
          { name: line.name },
        )}
      >
        <Plus />
      </Button>
    </>
  );
}

function LineActions({ line, canDiscount, onRemove, onDiscount, onChangePrice }: CartLineRowProps) {
  const intl = useIntl();
  return (
    <>
      {onChangePrice && (
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          onClick={onChangePrice}
          aria-label={intl.formatMessage(
            { id: 'cart.line.changePrice', defaultMessage: 'Change price of {name}' },
            { name: line.name },
          )}
        >
          <Tag />
        </Button>
      )}
      {canDiscount && (
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          onClick={onDiscount}
          aria-label={intl.formatMessage(
            { id: 'cart.line.discount', defaultMessage: 'Discount {name}' },
            { name: line.name },
          )}
        >
          <Percent />
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        className="size-8 text-destructive"
        onClick={onRemove}
        aria-label={intl.formatMessage(
          { id: 'cart.line.delete', defaultMessage: 'Delete {name}' },
          { name: line.name },
        )}
      >
        <Trash2 />
      </Button>
    </>
  );
}
