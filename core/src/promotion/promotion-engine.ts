import { offersFor, prepareCart } from './promotion-cart';
import { priceWay } from './promotion-pricing';
import type { Pricing } from './promotion-pricing';
import { bestWay } from './promotion-search';
import { better } from './promotion-way-search';
import type { Way } from './promotion-way';
import type { ActivePromotion, PromotionLine, PromotionOptions, PromotionOutcome } from './promotion-types';

export type {
  ActivePromotion,
  LinePromotions,
  PromotionLine,
  PromotionOptions,
  PromotionOutcome,
} from './promotion-types';

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
