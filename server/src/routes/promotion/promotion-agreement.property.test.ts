import fc from 'fast-check';
import { everyRuleKind, promotionRule, promotionTarget } from '@tillwise/core/promotion/promotion-arbitraries';
import type { Promotion } from '@tillwise/core/promotion/promotion-schemas';
import type { PricedSale } from '@tillwise/core/sale/sale-price-schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { productsInStore } from '../../test/store-stock';
import { tillPriced } from '../../test/till-pricing';

// The till prices a cart with core's till-pricing over the promotions it keeps (GET /api/promotions/till); the
// server with its own reads of the catalogue and the promotions (POST /api/sales/price, as it prices a sale). On
// random carts of the demo's goods against random promotions, line for line they agree.

let t: TestApp;
let manager: string;
let cashier: string;
let products: { id: string; category_id: string | null; price_cents: number; tax_rate_bps: number }[];
beforeAll(async () => {
  t = await buildTestApp();
  [manager, cashier] = await Promise.all([t.signInAs('manager'), t.signInAs('cashier')]);
  products = (await productsInStore(t.db).execute()).filter((product) => product.is_active && !product.options_json);
});
afterAll(() => t?.close());

const send = (method: 'POST' | 'GET' | 'DELETE', url: string, payload?: unknown, cookie = manager) =>
  t.app.inject({ method, url, ...(payload !== undefined && { payload: payload as object }), headers: { cookie } });

it('the till and the server price random carts against random promotions alike, line for line', async () => {
  const productIds = products.map((product) => product.id);
  const categoryIds = [...new Set(products.map((product) => product.category_id ?? ''))].filter(Boolean);
  const rule = promotionRule(
    promotionTarget(productIds.slice(0, 6), categoryIds.slice(0, 3)),
    {
      buy: 4,
      get: 2,
      mixQuantity: { min: 2, max: 4 },
      tiers: 2,
      tierMinQuantity: { min: 2, max: 8 },
      thresholdCents: 30_000,
    },
    everyRuleKind,
  );
  const cart = fc.array(
    fc.record({ productId: fc.constantFrom(...productIds), quantity: fc.integer({ min: 1, max: 12 }) }),
    { minLength: 1, maxLength: 8 },
  );
  let compared = 0;
  await fc.assert(
    fc.asyncProperty(
      cart,
      fc.array(fc.record({ rule, combinable: fc.boolean() }), { minLength: 1, maxLength: 6 }),
      async (lines, drawn) => {
        for (const promotion of (await send('GET', '/api/promotions')).json<{ items: Promotion[] }>().items) {
          await send('DELETE', `/api/promotions/${promotion.id}`);
        }
        // Rules the form would refuse (an empty target, say) are left out, as a manager could not save them.
        for (const [n, { rule, combinable }] of drawn.entries()) {
          await send('POST', '/api/promotions', { name: `Deal ${n}`, rule, combinable });
        }
        const tillPrice = await tillPriced(t, cashier, lines, { customerGroupId: null, couponCodes: [] });
        const response = await send('POST', '/api/sales/price', { lines }, cashier);
        expect(response.statusCode, response.body).toBe(200);
        const server = response.json<PricedSale>();
        expect(server.lines.map((line) => line.promotionCents)).toEqual(
          tillPrice.lines.map((line) => line.promotionCents),
        );
        expect(server.totalCents).toBe(tillPrice.totals.totalCents);
        if (tillPrice.till.promotions.length > 0) compared += 1;
      },
    ),
    { numRuns: 25 },
  );
  expect(compared).toBeGreaterThan(15);
});
