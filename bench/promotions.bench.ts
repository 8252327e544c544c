// The promotions engine (core/src/promotion) in Node on the cart of promotions-cart.ts: 100 lines against 200
// overlapping promotions. promotions-browser.bench.ts times the same in Chromium. The target is p95 ≤ 1 ms.
import { timePromotions } from './promotions-cart';
import { percentile } from './support';

export async function run() {
  const { durations, totalDiscountCents } = timePromotions();
  console.log(
    `100 lines, 200 promotions (Node): p50 ${percentile(durations, 50).toFixed(2)} ms, ` +
      `p95 ${percentile(durations, 95).toFixed(2)} ms (target p95 1 ms; ${totalDiscountCents} cents off)`,
  );
}
