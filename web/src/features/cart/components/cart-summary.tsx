import type { CartTotals } from '@tillwise/core/sale/cart-totals';
import { formatMoney } from '@tillwise/core/money/money';

/** Subtotal, discount (when there is one), tax and total of the cart. */
export function CartSummary({ totals }: { totals: CartTotals }) {
  return (
    <dl className="space-y-1.5 text-sm">
      <div className="flex justify-between">
        <dt className="text-muted-foreground">Subtotal</dt>
        <dd className="tabular-nums">{formatMoney(totals.subtotalCents)}</dd>
      </div>
      {totals.discountCents > 0 && (
        <div className="flex justify-between text-success">
          <dt>Discount</dt>
          <dd className="tabular-nums">−{formatMoney(totals.discountCents)}</dd>
        </div>
      )}
      <div className="flex justify-between">
        <dt className="text-muted-foreground">Tax</dt>
        <dd className="tabular-nums">{formatMoney(totals.taxCents)}</dd>
      </div>
      <div className="flex justify-between border-t pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid="cart-total">
          {formatMoney(totals.totalCents)}
        </dd>
      </div>
    </dl>
  );
}
