// The promotions bench's cart, for Node (promotions.bench.ts) and Chromium (promotions-page.ts) alike: 100 lines
// against 200 active promotions that overlap a lot (every kind, targets by product and by category, a seventh of
// them exclusive), timed the same way in both. The target is p95 ≤ 1 ms.
import { applyPromotions } from '../core/src/promotion/promotion-engine';
import type { ActivePromotion, PromotionLine } from '../core/src/promotion/promotion-engine';
import type { PromotionRule } from '../core/src/promotion/promotion-rules';
import { recordFigure } from './bench-figures';

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
  /** Milliseconds each of the first 100 calls took, the engine just loaded (a till's first cart of the day). */
  cold: number[];
  /** Milliseconds each of 1,000 calls took once the engine has been in use (a till pricing carts all day). */
  warm: number[];
  /** What the cart gets off, to check that Node and Chromium agree. */
  totalDiscountCents: number;
}

const warmUpCalls = 1000;

function timeCalls(count: number): number[] {
  const durations: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    applyPromotions(lines, promotions);
    durations.push(performance.now() - started);
  }
  return durations;
}

/**
 * Times the engine cold (its first 100 calls, while V8 is still compiling it) and warm (1,000 calls after 1,000 more
 * of warm-up): the till prices the cart on every change, so most of its calls are warm ones.
 */
export function timePromotions(): PromotionsTimings {
  const cold = timeCalls(100);
  timeCalls(warmUpCalls);
  const warm = timeCalls(1000);
  return { cold, warm, totalDiscountCents: applyPromotions(lines, promotions).totalDiscountCents };
}

/** The bench's line for one engine's figures, each also recorded for docs/benchmarks.md. */
export function promotionsFigures(
  where: string,
  { cold, warm, totalDiscountCents }: PromotionsTimings,
  percentile: (values: number[], p: number) => number,
) {
  const ms = (value: number) => value.toFixed(2);
  const cart = `100 lines, 200 promotions (${where})`;
  recordFigure(`${cart}: warm p50`, `${ms(percentile(warm, 50))} ms`);
  recordFigure(`${cart}: warm p95`, `${ms(percentile(warm, 95))} ms`, 'p95 ≤ 1 ms');
  recordFigure(`${cart}: warm p99`, `${ms(percentile(warm, 99))} ms`);
  recordFigure(`${cart}: cold, first call`, `${ms(cold[0]!)} ms`);
  recordFigure(`${cart}: cold, p95 of the first 100 calls`, `${ms(percentile(cold, 95))} ms`);
  return (
    `${cart}: warm p50 ${ms(percentile(warm, 50))} ms, p95 ${ms(percentile(warm, 95))} ms, ` +
    `p99 ${ms(percentile(warm, 99))} ms (target p95 1 ms); cold: first call ${ms(cold[0]!)} ms, ` +
    `p95 of the first 100 ${ms(percentile(cold, 95))} ms (${totalDiscountCents} cents off)`
  );
}
