// The promotions engine (core/src/promotion) in Node on the cart of promotions-cart.ts: 100 lines against 200
// overlapping promotions. promotions-browser.bench.ts times the same in Chromium. The target is p95 ≤ 1 ms.
import { promotionsFigures, timePromotions } from './promotions-cart';
import { percentile } from './support';

export async function run() {
  console.log(promotionsFigures('Node', timePromotions(), percentile));
}
