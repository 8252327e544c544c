import { isSoldByWeight, lineAmountCents } from '../catalog/sold-by';
import type { SoldBy } from '../catalog/sold-by';
import { roundCents } from '../money/money';
import type { AppliedPromotion } from '../promotion/applied-promotion';
import { applyPromotions } from '../promotion/promotion-engine';
import { cartTotals } from '../sale/cart-totals';
import type { Discount } from '../sale/discount';
import { allocateProportionally } from '../sale/discount';
import type { TaxRate } from '../tax/tax';
import type { LineRefund } from './refund-math';

export interface PromotedSale {
  /** What the goods came to (no gift cards, no cash rounding). */
  totalCents: number;
  discount: Discount | null;
  pricesIncludeTax: boolean;
  lines: readonly {
    id: string;
    productId: string;
    unitPriceCents: number;
    quantity: number;
    soldBy: SoldBy | null;
    discount: Discount | null;
    taxes: readonly TaxRate[];
    /** Units (or thousandths of a weighed line's unit) refunded before this refund. */
    refundedQuantity: number;
    /** Sold at a price set by hand: no deal takes anything off it (as when it was sold). */
    priceSetByHand?: boolean;
    /** Its tax rate in percent, with which a spend threshold counts tax (as when it was sold). */
    taxRate?: number;
  }[];
  promotions: readonly AppliedPromotion[];
}

/** What the customer keeps, priced as the sale was: its prices, taxes, typed discounts and deals. */
function keptTotalCents(sale: PromotedSale, kept: readonly number[]): number {
  const lines = sale.lines
    .map((line, index) => ({ line, quantity: kept[index] ?? 0 }))
    .filter(({ quantity }) => quantity > 0);
  if (lines.length === 0) return 0;
  const outcome = applyPromotions(
    lines.map(({ line, quantity }, index) => {
      const key = String(index).padStart(4, '0');
      const priceSetByHand = line.priceSetByHand ?? false;
      const taxRate = line.taxRate ?? 0;
      // A weighed line is an amount to the deals (as promoteSale gives it): no target names it.
      if (isSoldByWeight(line.soldBy)) {
        const amount = lineAmountCents(line.unitPriceCents, quantity, line.soldBy);
        return { key, productId: '', categoryId: null, unitPriceCents: amount, quantity: 1, priceSetByHand, taxRate };
      }
      const { productId, unitPriceCents } = line;
      return { key, productId, categoryId: null, unitPriceCents, quantity, priceSetByHand, taxRate };
    }),
    sale.promotions.map((promotion) => ({
      id: promotion.promotionId,
      name: promotion.promotionId,
      rule: promotion.rule,
      combinable: true,
    })),
    { pricesIncludeTax: sale.pricesIncludeTax },
  );
  const excluding = new Set(sale.promotions.filter((p) => p.excludesTypedDiscounts).map((p) => p.promotionId));
  return cartTotals(
    lines.map(({ line, quantity }, index) => ({
      unitPriceCents: line.unitPriceCents,
      quantity,
      soldBy: line.soldBy,
      taxRate: 0,
      taxes: line.taxes,
      discount: line.discount,
      promotionCents: outcome.lines[index]?.discountCents ?? 0,
      typedDiscountExcluded: outcome.lines[index]?.promotions.some((p) => excluding.has(p.promotionId)) ?? false,
    })),
    sale.discount,
    { pricesIncludeTax: sale.pricesIncludeTax },
  ).totalCents;
}

/**
 * What a refund of a sale that got promotions gives back: what the customer has paid and not had back, less what
 * the goods they keep cost under the same deals. Returning the free pot of a buy 2 get 1 free gives back nothing
 * (the two kept cost what was paid); a return that takes a sale under its spend threshold gives back what is left
 * once the kept goods are charged without it. Refunds in parts, in any order, add up to exactly what was paid.
 */
export function promotionRefundCents(
  sale: PromotedSale,
  returning: ReadonlyMap<string, number>,
  refundedGoodsCents: number,
): number {
  const kept = sale.lines.map((line) => line.quantity - line.refundedQuantity - (returning.get(line.id) ?? 0));
  const paidLeft = Math.max(0, sale.totalCents - refundedGoodsCents);
  return Math.min(paidLeft, Math.max(0, paidLeft - keptTotalCents(sale, kept)));
}

/**
 * The refund's lines brought to `targetCents`: the difference from their own shares is shared over them in
 * proportion to their amounts (largest remainder), as a discount with its part of their tax, so each line still
 * adds up (subtotal − discount + tax) and the tax given back is the tax on what is given back.
 */
export function settleLineRefunds(lines: readonly LineRefund[], targetCents: number): LineRefund[] {
  const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const difference = total - targetCents;
  if (difference === 0) return [...lines];
  const sign = Math.sign(difference);
  const weights = lines.map((line) => Math.max(0, line.amountCents));
  const shares = allocateProportionally(
    Math.abs(difference),
    weights.some((w) => w > 0) ? weights : lines.map(() => 1),
  );
  return lines.map((line, index) => {
    const extra = sign * (shares[index] ?? 0);
    const taxPart = line.amountCents > 0 ? roundCents((extra * line.taxCents) / line.amountCents) : 0;
    return {
      subtotalCents: line.subtotalCents,
      discountCents: line.discountCents + extra - taxPart,
      taxCents: line.taxCents - taxPart,
      amountCents: line.amountCents - extra,
    };
  });
}
