// The promotions bench's cart, for Node (promotions.bench.ts) and Chromium (promotions-page.ts) alike: 100 lines
// against 200 active promotions that overlap a lot (every kind, targets by product and by category, a seventh of
// them exclusive), timed the same way in both. The target is p95 ≤ 1 ms.
import { applyPromotions } from '../core/src/promotion/promotion-engine';
import type { ActivePromotion, PromotionLine } from '../core/src/promotion/promotion-engine';
import type { PromotionRule } from '../core/src/promotion/promotion-rules';

const lines: PromotionLine[] = Array.from({ length: 100 }, (_, i) => ({
  key: `line-${i}`,
  productId: `product-${i % 60}`,
  categoryId: `category-${i % 8}`,
  unitPriceCents: 100 + ((i * 37) % 900),
  quantity: 1 + (i % 3),
}));

function rule(i: number): PromotionRule {
  const target = {
    productIds: [`product-${(i * 7) % 60}`, `product-${(i * 11) % 60}`],
    categoryIds: i % 5 === 0 ? [`category-${i % 8}`] : [],
  };
  switch (i % 5) {
    case 0:
      return { kind: 'percent_off', percentBps: 1000 + i, target };
    case 1:
      return { kind: 'buy_x_get_y', buy: 2, get: 1, percentBps: 10_000, target };
    case 2:
      return { kind: 'mix_and_match', quantity: 3, priceCents: 900, target };
    case 3:
      return { kind: 'quantity_break', tiers: [{ minQuantity: 3, unitPriceCents: 150 }], target };
    default:
      return { kind: 'spend_threshold', thresholdCents: 5000 + i * 10, amountCents: 500 };
  }
}

const promotions: ActivePromotion[] = Array.from({ length: 200 }, (_, i) => ({
  id: `promo-${String(i).padStart(3, '0')}`,
  name: `Promotion ${i}`,
  rule: rule(i),
  combinable: i % 7 !== 0,
}));

export interface PromotionsTimings {
  /** Milliseconds each of the timed runs took, after the warm-up runs. */
  durations: number[];
  /** What the cart gets off, to check that Node and Chromium agree. */
  totalDiscountCents: number;
}

export function timePromotions(): PromotionsTimings {
  for (let i = 0; i < 10; i += 1) applyPromotions(lines, promotions);
  const durations: number[] = [];
  for (let i = 0; i < 100; i += 1) {
    const started = performance.now();
    applyPromotions(lines, promotions);
    durations.push(performance.now() - started);
  }
  return { durations, totalDiscountCents: applyPromotions(lines, promotions).totalDiscountCents };
}
