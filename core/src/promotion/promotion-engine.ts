import type { PromotionRule } from './promotion-rules';
import { offersFor, prepareCart } from './promotion-cart';
import { priceWay } from './promotion-pricing';
import type { Pricing } from './promotion-pricing';
import { bestWay, better } from './promotion-search';
import type { Way } from './promotion-search';

/** A promotion in force for this sale (its dates, hours, store, customer group and coupon already checked). */
export interface ActivePromotion {
  id: string;
  name: string;
  rule: PromotionRule;
  /** Combines with the other combinable ones; one that does not competes with them as a whole. */
  combinable: boolean;
}

export interface PromotionLine {
  key: string;
  productId: string;
  categoryId: string | null;
  unitPriceCents: number;
  /** Units; a weighed quantity (not whole) takes sale promotions only. */
  quantity: number;
  /** A gift card sold: never discounted, and never counted towards a threshold. */
  giftCard?: boolean;
  /** A price set by hand: no promotion takes anything off it, but what it comes to counts towards a threshold. */
  priceSetByHand?: boolean;
  /** The line's tax rate in percent (8.25), with which a spend threshold counts tax (left out: none). */
  taxRate?: number;
}

export interface PromotionOptions {
  /** Shelf prices include their tax (a VAT store): a threshold before tax takes the tax out of them. */
  pricesIncludeTax?: boolean;
}

export interface LinePromotions {
  key: string;
  discountCents: number;
  promotions: { promotionId: string; cents: number }[];
}

export interface PromotionOutcome {
  /** Each line as given, with what each promotion took off it. */
  lines: LinePromotions[];
  /** The promotions that took something off, by id, and how much in all. */
  applied: { promotionId: string; name: string; discountCents: number }[];
  totalDiscountCents: number;
}

/**
 * The promotions a sale gets, and where each cent of them lands. The customer gets the best deal the rules
 * allow: all the combinable promotions together, or one that does not combine on its own, whichever takes more
 * off (ties: fewer promotions, then the lower ids). Within a choice, a unit is discounted by one item promotion at
 * most, shared between them so that they take the most; sale promotions then apply to what the sale comes to.
 * The same lines in any order give the same answer.
 */
export function applyPromotions(
  lines: readonly PromotionLine[],
  promotions: readonly ActivePromotion[],
  options: PromotionOptions = {},
): PromotionOutcome {
  const cart = prepareCart(lines, options.pricesIncludeTax ?? false);
  const offers = offersFor(
    cart,
    [...promotions].sort((a, b) => a.id.localeCompare(b.id)),
  );
  // The combinable ones together (perhaps none) come first, so there is always a best.
  const candidates = [offers.filter((offer) => offer.promotion.combinable)];
  for (const offer of offers) if (!offer.promotion.combinable) candidates.push([offer]);
  let best: Way | null = null;
  for (const candidate of candidates) {
    const way = bestWay(cart, candidate);
    if (!best || better(way.score, best.score)) best = way;
  }
  return outcome(lines, priceWay(cart, best!), promotions);
}

function outcome(
  lines: readonly PromotionLine[],
  pricing: Pricing,
  promotions: readonly ActivePromotion[],
): PromotionOutcome {
  const names = new Map(promotions.map((p) => [p.id, p.name]));
  return {
    lines: lines.map((line, index) => {
      const entries = pricing.lines[index]!;
      return {
        key: line.key,
        discountCents: entries.reduce((total, { cents }) => total + cents, 0),
        promotions: entries,
      };
    }),
    applied: pricing.applied.map(({ offer, cents }) => ({
      promotionId: offer.promotion.id,
      name: names.get(offer.promotion.id) ?? offer.promotion.id,
      discountCents: cents,
    })),
    totalDiscountCents: pricing.total,
  };
}
