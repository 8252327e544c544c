import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { maxLineWeight } from '@tillwise/core/catalog/sold-by';
import { weightUnits } from '@tillwise/core/barcode/weight';
import type { WeightUnit } from '@tillwise/core/barcode/weight';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { productsInStore } from '../../test/store-stock';

// For any weighed product, unit and weight the scale can give: the price is round(weight × unit price), once, and
// stock moves by exactly the weight sold, through a sale, a park and resume, a refund and a sale synced from a
// till that was offline. Through the API, on SQLite and PostgreSQL.

let t: TestApp;
let manager: string;
const products = new Map<WeightUnit, string>();
beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.signInAs('manager');
  for (const unit of weightUnits) {
    const created = await call('POST', '/api/products', {
      name: `Weighed by the ${unit}`,
      sku: `PROP-${unit.toUpperCase()}`,
      barcode: null,
      categoryId: 'cat-tools',
      priceCents: 100,
      costCents: null,
      taxRate: 0,
      // 500 of the unit: room for every sale below without running out.
      stock: 500_000 * (unit === 'g' ? 1_000 : 1),
      reorderLevel: null,
      description: '',
      supplier: '',
      isActive: true,
      soldBy: unit,
    });
    expect(created.statusCode, created.body).toBe(201);
    products.set(unit, created.json().id);
  }
});
afterAll(() => t?.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, ...(payload && { payload }), headers: { cookie: manager } });
}

const stockOf = async (id: string) =>
  (await productsInStore(t.db).where('id', '=', id).executeTakeFirstOrThrow()).stock;
/** The exact price, as a person works it out: weight × price per unit, rounded half up to the cent. */
const expected = (thousandths: number, priceCents: number) =>
  Number((BigInt(thousandths) * BigInt(priceCents) * 2n + 1000n) / 2000n);

const weighing = fc
  .constantFrom(...weightUnits)
  .chain((unit) =>
    fc.record({
      unit: fc.constant(unit),
      // Up to 5 kg in the unit: enough to span every rounding, and stock for many runs.
      thousandths: fc.integer({ min: 1, max: Math.min(maxLineWeight[unit], Math.ceil(maxLineWeight[unit] / 20)) }),
      priceCents: fc.integer({ min: 1, max: 99_999 }),
      refundPart: fc.double({ min: 0, max: 1, noNaN: true }),
      offline: fc.boolean(),
      parked: fc.boolean(),
    }),
  )
  // A sale of nothing to pay (a thousandth of a gram at a cent) is no card payment; one sale stays under $1,000,000.
  .filter(
    ({ thousandths, priceCents }) =>
      expected(thousandths, priceCents) > 0 && expected(thousandths, priceCents) < 50_000_000,
  );

describe('weighed goods, for any unit, weight and price', () => {
  it('are charged round(weight × price) once, and move stock by exactly the weight, both ways', async () => {
    await fc.assert(
      fc.asyncProperty(weighing, async ({ unit, thousandths, priceCents, refundPart, offline, parked }) => {
        const productId = products.get(unit)!;
        const priced = await call('PUT', `/api/products/${productId}`, {
          ...(await call('GET', `/api/products/${productId}`)).json(),
          priceCents,
          categoryId: 'cat-tools',
          costCents: null,
          storePriceCents: undefined,
        });
        expect(priced.statusCode, priced.body).toBe(200);
        const total = expected(thousandths, priceCents);
        const before = await stockOf(productId);
        const id = randomUUID();
        const line = { productId, quantity: thousandths };
        if (parked) {
          const park = await call('POST', '/api/sales/parked', {
            id,
            tillId: 'till-1',
            lines: [line],
            weights: 'product-unit',
          });
          expect(park.statusCode, park.body).toBe(200);
          const resumed = (await call('GET', `/api/sales/${id}`)).json();
          expect(resumed.lines[0]).toMatchObject({ quantity: thousandths, soldBy: unit });
          expect(await stockOf(productId)).toBe(before);
        }
        const sale = await call('POST', '/api/sales', {
          id,
          tillId: 'till-1',
          lines: [offline ? { ...line, unitPriceCents: priceCents, taxRate: 0 } : line],
          // A till offline takes cash (its card limit is $200).
          payments: [
            offline
              ? { method: 'cash', amountCents: total, tenderedCents: total }
              : { method: 'card', amountCents: total },
          ],
          expectedTotalCents: total,
          weights: 'product-unit',
          ...(offline && { offline: { capturedAt: new Date(Date.now() - 60_000).toISOString() } }),
        });
        expect(sale.statusCode, sale.body).toBe(200);
        const recorded = sale.json();
        expect(recorded.lines[0]).toMatchObject({ quantity: thousandths, soldBy: unit, totalCents: total });
        expect(recorded.totalCents).toBe(total);
        expect(await stockOf(productId)).toBe(before - thousandths);

        const back = Math.max(1, Math.floor(thousandths * refundPart));
        const refund = await call('POST', '/api/refunds', {
          id: randomUUID(),
          saleId: id,
          tillId: 'till-1',
          lines: [{ saleLineId: recorded.lines[0].id, quantity: back }],
          reason: 'Property',
          weights: 'product-unit',
        });
        expect(refund.statusCode, refund.body).toBe(200);
        // A part refund gives back its share of what was paid; the whole weight gives back all of it.
        const amount = refund.json().amountCents;
        if (back === thousandths) expect(amount).toBe(total);
        else expect(Math.abs(amount - (total * back) / thousandths)).toBeLessThanOrEqual(0.5);
        expect(await stockOf(productId)).toBe(before - thousandths + back);
      }),
      { numRuns: 24 },
    );
  });
});
