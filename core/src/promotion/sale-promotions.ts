import { isSoldByWeight, lineAmountCents } from '../catalog/sold-by';
import type { SoldBy } from '../catalog/sold-by';
import { applyPromotions } from './promotion-engine';
import type { ActivePromotion, PromotionLine, PromotionOptions } from './promotion-engine';
import { taxScale } from './promotion-cart';
import { inTarget, isItemRule, thresholdAmount } from './promotion-rules';
import { promotionsInForce } from './promotion-conditions';
import type { SaleOccasion } from './promotion-conditions';
import type { Promotion } from './promotion-schemas';

/** A line of a sale as the promotions see it (the till's cart line and the server's priced line alike). */
export interface PromotableLine {
  productId: string;
  categoryId: string | null;
  unitPriceCents: number;
  /** Units, or thousandths of the unit of a product sold by weight (which takes promotions on the whole sale only). */
  quantity: number;
  soldBy?: SoldBy | null;
  /** A price changed at the till: no promotion, item or sale-wide, takes anything off it (see PromotionLine). */
  priceSetByHand?: boolean;
  /** Its tax rate in percent, with which a spend threshold counts tax. */
  taxRate?: number;
}

export interface LinePromotion {
  promotionId: string;
  name: string;
  cents: number;
  couponCode?: string | null;
}

export interface SalePromotions {
  /** Per line, in the sale's order: what the promotions take off it, for cartTotals. */
  lines: { promotionCents: number; typedDiscountExcluded: boolean; promotions: LinePromotion[] }[];
  /** Each promotion that took something off, with how much in all. */
  applied: { promotionId: string; name: string; discountCents: number; couponCode: string | null }[];
  totalCents: number;
  /** Promotions a little more would reach. */
  nearly: NearlyReached[];
}

/** "Add 1 more for 3 for $10": units of the target still to add, or money still to spend. */
export type NearlyReached =
  | { promotionId: string; name: string; units: number; productIds: readonly string[] }
  | { promotionId: string; name: string; cents: number };

/**
 * The promotions a sale gets: those in force for its store, customer, time and coupons, applied by the engine to
 * its lines. The till and the server both price a sale with this.
 */
export function promoteSale(
  lines: readonly PromotableLine[],
  promotions: readonly Promotion[],
  occasion: SaleOccasion,
  options: PromotionOptions = {},
): SalePromotions {
  const active = promotionsInForce(promotions, occasion);
  if (active.length === 0 || lines.length === 0) {
    const none = { promotionCents: 0, typedDiscountExcluded: false, promotions: [] };
    return { lines: lines.map(() => none), applied: [], totalCents: 0, nearly: [] };
  }
  const engineLines = lines.map((line, index): PromotionLine => {
    const key = String(index).padStart(4, '0');
    // A weighed line is an amount to the sale's promotions: no product or category of a target names it.
    if (isSoldByWeight(line.soldBy)) {
      const amount = lineAmountCents(line.unitPriceCents, line.quantity, line.soldBy);
      return {
        key,
        productId: '',
        categoryId: null,
        unitPriceCents: amount,
        quantity: 1,
        priceSetByHand: line.priceSetByHand,
        taxRate: line.taxRate,
      };
    }
    const { productId, categoryId, unitPriceCents, quantity, priceSetByHand, taxRate } = line;
    return { key, productId, categoryId, unitPriceCents, quantity, priceSetByHand, taxRate };
  });
  const outcome = applyPromotions(engineLines, active, options);
  const byId = new Map(promotions.map((promotion) => [promotion.id, promotion]));
  const name = (id: string) => byId.get(id)?.name ?? id;
  return {
    lines: outcome.lines.map((line) => ({
      promotionCents: line.discountCents,
      typedDiscountExcluded: line.promotions.some(({ promotionId }) => byId.get(promotionId)?.excludesTypedDiscounts),
      promotions: line.promotions.map(({ promotionId, cents }) => ({
        promotionId,
        name: name(promotionId),
        cents,
        couponCode: byId.get(promotionId)?.coupon?.code ?? null,
      })),
    })),
    applied: outcome.applied.map((applied) => ({
      ...applied,
      couponCode: byId.get(applied.promotionId)?.coupon?.code ?? null,
    })),
    totalCents: outcome.totalDiscountCents,
    nearly: nearlyReached(engineLines, active, outcome.totalDiscountCents, options),
  };
}

/** At most this many units, or this share of a threshold, away counts as nearly reached. */
const nearUnits = 2;
const nearShare = 0.25;

function nearlyReached(
  lines: readonly PromotionLine[],
  active: readonly ActivePromotion[],
  discountCents: number,
  options: PromotionOptions,
) {
  const nearly: NearlyReached[] = [];
  const amount = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0) - discountCents;
  const scale = taxScale(lines, options.pricesIncludeTax ?? false);
  for (const promotion of active) {
    const rule = promotion.rule;
    if (!isItemRule(rule)) {
      if (rule.kind === 'spend_threshold') {
        const short = rule.thresholdCents - thresholdAmount(rule, amount, scale);
        if (short > 0 && short <= rule.thresholdCents * nearShare) {
          nearly.push({ promotionId: promotion.id, name: promotion.name, cents: short });
        }
      }
      continue;
    }
    const count = lines.reduce(
      (sum, line) =>
        line.productId !== '' && !line.priceSetByHand && inTarget(rule.target, line) ? sum + line.quantity : sum,
      0,
    );
    if (count === 0) continue;
    let missing = 0;
    if (rule.kind === 'mix_and_match')
      missing = count % rule.quantity === 0 ? 0 : rule.quantity - (count % rule.quantity);
    if (rule.kind === 'buy_x_get_y' && !rule.reward) {
      const group = rule.buy + rule.get;
      missing = count % group === 0 ? 0 : group - (count % group);
    }
    if (rule.kind === 'quantity_break') {
      const next = rule.tiers.map((tier) => tier.minQuantity).filter((min) => min > count);
      missing = next.length > 0 ? Math.min(...next) - count : 0;
    }
    if (missing > 0 && missing <= nearUnits) {
      nearly.push({
        promotionId: promotion.id,
        name: promotion.name,
        units: missing,
        productIds: rule.target.productIds,
      });
    }
  }
  return nearly.sort((a, b) => a.promotionId.localeCompare(b.promotionId));
}
