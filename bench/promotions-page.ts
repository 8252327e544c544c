// Runs in Chromium (promotions-browser.bench.ts bundles it with esbuild): the promotions bench's cart, timed as in
// Node.
import { timePromotions } from './promotions-cart';

Object.assign(globalThis, { runPromotionsBench: timePromotions });
