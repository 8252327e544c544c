import { isSoldByWeight, lineAmountCents } from '../catalog/sold-by';
import type { SoldBy } from '../catalog/sold-by';
import type { CartTotals } from '../sale/cart-totals';
import { shownSubtotalCents, shownTaxes } from '../tax/shown-taxes';
import { maxDisplayLines, maxDisplayTaxes, maxDisplayText } from './display-limits';
import type { CartDisplayState, DisplayLine, PaymentDisplayState } from './display-schemas';

/** What the display needs of a cart line. */
export interface DisplayCartLine {
  name: string;
  /** Units, or thousandths of the unit of a product sold by weight (0.450 lb is 450). */
  quantity: number;
  /** The price of one unit, or of one kg or lb. */
  unitPriceCents: number;
  soldBy?: SoldBy | null;
}

export interface DisplayCartInput {
  lines: readonly DisplayCartLine[];
  totals: Pick<CartTotals, 'subtotalCents' | 'discountCents' | 'taxCents' | 'totalCents' | 'taxes'>;
  /** Gift cards sold in the sale: shown as lines and added to what is due. */
  giftCards?: readonly { code: string; amountCents: number }[];
  /** Shelf prices include tax: the subtotal is shown as priced and each tax as included in it. */
  pricesIncludeTax?: boolean;
}

/** Text cut to what a display is sent, with an ellipsis where it was cut. */
const fitText = (text: string) => (text.length > maxDisplayText ? `${text.slice(0, maxDisplayText - 1)}…` : text);

/**
 * The cart as the customer display shows it, by the same rules as the till's cart summary: each line at its shelf
 * price × quantity, the subtotal as priced, the discount, each tax (one row for every tax together when there is
 * only one), and the total due including gift cards sold. The newest lines are kept when a cart has more than a
 * display is sent.
 */
export function displayStateFromCart({
  lines,
  totals,
  giftCards = [],
  pricesIncludeTax = false,
}: DisplayCartInput): CartDisplayState {
  const goodsLines = lines.map((line): DisplayLine => ({
    name: fitText(line.name),
    giftCard: false,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    weightUnit: isSoldByWeight(line.soldBy) ? line.soldBy : null,
    amountCents: lineAmountCents(line.unitPriceCents, line.quantity, line.soldBy),
  }));
  const giftCardLines = giftCards.map((card): DisplayLine => ({
    name: fitText(card.code),
    giftCard: true,
    quantity: 1,
    unitPriceCents: card.amountCents,
    weightUnit: null,
    amountCents: card.amountCents,
  }));
  const giftCardsCents = giftCards.reduce((sum, card) => sum + card.amountCents, 0);
  return {
    phase: 'cart',
    lines: [...goodsLines, ...giftCardLines].slice(-maxDisplayLines),
    subtotalCents: shownSubtotalCents(totals, pricesIncludeTax) + giftCardsCents,
    discountCents: totals.discountCents,
    taxes: shownTaxes(totals)
      .slice(0, maxDisplayTaxes)
      .map((tax) => ({
        name: tax.rate === null ? null : fitText(tax.name),
        rate: tax.rate,
        included: pricesIncludeTax,
        cents: tax.taxCents,
      })),
    totalCents: totals.totalCents + giftCardsCents,
  };
}

/** Payment under way: what is left to pay, and the change once more than the total is tendered. */
export function displayStateForPayment(totalCents: number, paidCents: number): PaymentDisplayState {
  const paid = Math.max(0, paidCents);
  return {
    phase: 'payment',
    totalCents,
    paidCents: paid,
    amountDueCents: Math.max(0, totalCents - paid),
    changeCents: Math.max(0, paid - totalCents),
  };
}
