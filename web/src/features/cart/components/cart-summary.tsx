import type { CartTotals } from '@tillwise/core/sale/cart-totals';
import { FormattedMessage, useIntl } from 'react-intl';
import { shownSubtotalCents, shownTaxes } from '@tillwise/core/tax/shown-taxes';
import { taxRateText } from '@/lib/i18n/tax-rate';
import { formatMoney } from '@/lib/money';

interface CartSummaryProps {
  totals: CartTotals;
  /** Shelf prices include tax: the subtotal is shown as priced and the tax as part of it. */
  pricesIncludeTax?: boolean;
  /** Gift cards sold in the sale, added to what is due. */
  giftCardsCents?: number;
}

/** Subtotal, discount (when there is one), each tax, gift cards sold and the total due of the cart. */
export function CartSummary({ totals, pricesIncludeTax = false, giftCardsCents = 0 }: CartSummaryProps) {
  const subtotal = shownSubtotalCents(totals, pricesIncludeTax);
  const taxes = shownTaxes(totals);
  const intl = useIntl();
  return (
    <dl className="space-y-1.5 text-sm">
      <div className="flex justify-between">
        <dt className="text-muted-foreground">
          <FormattedMessage id="cart.subtotal" defaultMessage="Subtotal" />
        </dt>
        <dd className="tabular-nums">{formatMoney(subtotal)}</dd>
      </div>
      {totals.discountCents > 0 && (
        <div className="flex justify-between text-success">
          <dt>
            <FormattedMessage id="cart.discount" defaultMessage="Discount" />
          </dt>
          <dd className="tabular-nums">−{formatMoney(totals.discountCents)}</dd>
        </div>
      )}
      {taxes.map((tax) => (
        <div key={`${tax.name}-${tax.rate}`} className="flex justify-between">
          <dt className="text-muted-foreground">
            {/* One row for every tax together is the till's own word; a tax of several is named as the store named it. */}
            {tax.rate === null ? (
              <FormattedMessage id="cart.tax" defaultMessage="Tax" />
            ) : (
              `${tax.name} ${taxRateText(intl, tax.rate)}`
            )}
            {pricesIncludeTax && (
              <>
                {' '}
                <FormattedMessage id="cart.taxIncluded" defaultMessage="(included)" />
              </>
            )}
          </dt>
          <dd className="tabular-nums">{formatMoney(tax.taxCents)}</dd>
        </div>
      ))}
      {giftCardsCents > 0 && (
        <div className="flex justify-between">
          <dt className="text-muted-foreground">
            <FormattedMessage id="cart.giftCards" defaultMessage="Gift cards" />
          </dt>
          <dd className="tabular-nums">{formatMoney(giftCardsCents)}</dd>
        </div>
      )}
      <div className="flex justify-between border-t pt-2 text-base font-semibold">
        <dt>
          <FormattedMessage id="cart.total" defaultMessage="Total" />
        </dt>
        <dd className="tabular-nums" data-testid="cart-total">
          {formatMoney(totals.totalCents + giftCardsCents)}
        </dd>
      </div>
    </dl>
  );
}
