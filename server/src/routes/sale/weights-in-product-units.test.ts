import { randomUUID } from 'node:crypto';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { productsInStore } from '../../test/store-stock';

// A delicatessen's weighed goods: every quantity in thousandths of the product's own unit, so that 0.450 lb is
// stored, priced and shown as exactly that (the price is the weight shown times the price per lb, rounded once).

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.signInAs('manager');
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload && { payload }), headers: { cookie: manager } });

/** A product of the delicatessen's, added as its owner does, with its opening stock in its own unit. */
async function addProduct(sku: string, priceCents: number, soldBy: SoldBy, stock: number) {
  const response = await call('POST', '/api/products', {
    name: `Deli ${sku}`,
    sku,
    barcode: null,
    categoryId: 'cat-tools',
    priceCents,
    costCents: null,
    taxRate: 0,
    stock,
    reorderLevel: null,
    description: '',
    supplier: '',
    isActive: true,
    soldBy,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; stock: number };
}

const stockOf = async (id: string) =>
  (await productsInStore(t.db).where('id', '=', id).executeTakeFirstOrThrow()).stock;

function saleOf(lines: { productId: string; quantity: number; priceCents: number; soldBy: SoldBy }[], weights = true) {
  const total = cartTotals(
    lines.map((line) => ({
      unitPriceCents: line.priceCents,
      quantity: line.quantity,
      soldBy: line.soldBy,
      taxRate: 0,
    })),
  ).totalCents;
  return {
    id: randomUUID(),
    tillId: 'till-1',
    lines: lines.map(({ productId, quantity }) => ({ productId, quantity })),
    payments: [{ method: 'card', amountCents: total }],
    expectedTotalCents: total,
    ...(weights && { weights: 'product-unit' }),
  };
}

describe('weighed goods in their own unit', () => {
  it('charge the weight shown times the price per lb, rounded once, and take exactly that weight off stock', async () => {
    const cheddar = await addProduct('DELI-CHD', 2499, 'lb', 12_000);
    const prosciutto = await addProduct('DELI-PRS', 2899, 'lb', 5_000);
    const sale = saleOf([
      { productId: cheddar.id, quantity: 500, priceCents: 2499, soldBy: 'lb' },
      { productId: prosciutto.id, quantity: 450, priceCents: 2899, soldBy: 'lb' },
    ]);
    // 0.5 × 24.99 = 12.495 → $12.50 and 0.45 × 28.99 = 13.0455 → $13.05 (from whole grams they were $12.51, $13.04).
    expect(sale.expectedTotalCents).toBe(1250 + 1305);
    const response = await call('POST', '/api/sales', sale);
    expect(response.statusCode, response.body).toBe(200);
    const recorded = response.json();
    expect(recorded.lines.map((line: { quantity: number; soldBy: string; totalCents: number }) => line)).toMatchObject([
      { quantity: 500, soldBy: 'lb', totalCents: 1250 },
      { quantity: 450, soldBy: 'lb', totalCents: 1305 },
    ]);
    expect(recorded.itemCount).toBe(2);
    expect(await stockOf(cheddar.id)).toBe(11_500);
    expect(await stockOf(prosciutto.id)).toBe(4_550);
    const movements = await t.db
      .selectFrom('stock_movements')
      .select('quantity_change')
      .where('reference', '=', sale.id)
      .orderBy('quantity_change')
      .execute();
    expect(movements.map((m) => m.quantity_change)).toEqual([-500, -450]);
  });

  it('read a body from a till of an earlier version (whole grams) as the weight it meant', async () => {
    const ham = await addProduct('DELI-HAM', 1999, 'lb', 10_000);
    // 227 g was what the earlier till kept for half a pound.
    const legacy = saleOf([{ productId: ham.id, quantity: 500, priceCents: 1999, soldBy: 'lb' }], false);
    legacy.lines = [{ productId: ham.id, quantity: 227 }];
    const response = await call('POST', '/api/sales', legacy);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().lines[0]).toMatchObject({ quantity: 500, soldBy: 'lb' });
    expect(await stockOf(ham.id)).toBe(9_500);
  });

  it('park and resume at their weights, and complete at the same total', async () => {
    const olives = await addProduct('DELI-OLV', 1299, 'lb', 8_000);
    const parked = await call('POST', '/api/sales/parked', {
      id: randomUUID(),
      tillId: 'till-1',
      lines: [{ productId: olives.id, quantity: 20 }],
      weights: 'product-unit',
    });
    expect(parked.statusCode, parked.body).toBe(200);
    const resumed = (await call('GET', `/api/sales/${parked.json().id}`)).json();
    expect(resumed.lines[0]).toMatchObject({ quantity: 20, soldBy: 'lb' });
    const sale = {
      ...saleOf([{ productId: olives.id, quantity: 20, priceCents: 1299, soldBy: 'lb' }]),
      id: resumed.id,
    };
    // 0.020 lb × $12.99 = $0.2598 → $0.26.
    expect(sale.expectedTotalCents).toBe(26);
    const completed = await call('POST', '/api/sales', sale);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ number: resumed.number, totalCents: 26 });
  });

  it('refund part of a weighed line by its weight', async () => {
    const salami = await addProduct('DELI-SAL', 3000, 'lb', 4_000);
    const sale = (
      await call(
        'POST',
        '/api/sales',
        saleOf([{ productId: salami.id, quantity: 1_000, priceCents: 3000, soldBy: 'lb' }]),
      )
    ).json();
    const refund = await call('POST', '/api/refunds', {
      id: randomUUID(),
      saleId: sale.id,
      tillId: 'till-1',
      lines: [{ saleLineId: sale.lines[0].id, quantity: 250 }],
      reason: 'Too much',
      weights: 'product-unit',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    // Its line says it is 0.25 lb, as the refund slip prints it.
    expect(refund.json()).toMatchObject({ amountCents: 750, lines: [{ quantity: 250, soldBy: 'lb' }] });
    expect(await stockOf(salami.id)).toBe(4_000 - 1_000 + 250);
  });

  it('sell by the ounce and the gram too, and refuse more than 100 kg in any unit', async () => {
    const saffron = await addProduct('DELI-SAF', 1200, 'g', 50_000);
    const tea = await addProduct('DELI-TEA', 299, 'oz', 64_000);
    const sale = saleOf([
      { productId: saffron.id, quantity: 1_500, priceCents: 1200, soldBy: 'g' },
      { productId: tea.id, quantity: 3_250, priceCents: 299, soldBy: 'oz' },
    ]);
    const response = await call('POST', '/api/sales', sale);
    expect(response.statusCode, response.body).toBe(200);
    // 1.5 g × $12.00 = $18.00; 3.25 oz × $2.99 = $9.7175 → $9.72.
    expect(response.json().subtotalCents).toBe(1800 + 972);
    const heavy = await call(
      'POST',
      '/api/sales',
      saleOf([{ productId: tea.id, quantity: 3_527_397, priceCents: 299, soldBy: 'oz' }]),
    );
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json().error).toBe('A line may weigh at most 100 kg');
  });

  it('are counted by weight in Category Sales, each unit apart and never added to the units', async () => {
    const store = await t.db
      .selectFrom('store')
      .select('time_zone')
      .where('id', '=', 'store-1')
      .executeTakeFirstOrThrow();
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: store.time_zone }).format(new Date());
    const before = (await call('GET', `/api/reports/sales?from=${day}&to=${day}`)).json();
    const toolsBefore = before.categorySales.find((row: { categoryId: string }) => row.categoryId === 'cat-tools');
    const lb = (row: { weights: { soldBy: string; quantity: number }[] }) =>
      row.weights.find((weight) => weight.soldBy === 'lb')?.quantity ?? 0;
    const brie = await addProduct('DELI-BRI', 1800, 'lb', 3_000);
    const trowel = await productsInStore(t.db).where('sku', '=', 'TLS-001').executeTakeFirstOrThrow();
    const sale = saleOf([
      { productId: brie.id, quantity: 750, priceCents: 1800, soldBy: 'lb' },
      { productId: trowel.id, quantity: 2, priceCents: trowel.price_cents, soldBy: 'unit' },
    ]);
    sale.payments = [{ method: 'card', amountCents: sale.expectedTotalCents }];
    // The trowel carries its own tax: priced as the server prices it.
    const priced = cartTotals([
      { unitPriceCents: 1800, quantity: 750, soldBy: 'lb', taxRate: 0 },
      { unitPriceCents: trowel.price_cents, quantity: 2, taxRate: trowel.tax_rate_bps / 100 },
    ]).totalCents;
    Object.assign(sale, { expectedTotalCents: priced, payments: [{ method: 'card', amountCents: priced }] });
    expect((await call('POST', '/api/sales', sale)).statusCode).toBe(200);
    const after = (await call('GET', `/api/reports/sales?from=${day}&to=${day}`)).json();
    const toolsAfter = after.categorySales.find((row: { categoryId: string }) => row.categoryId === 'cat-tools');
    expect(toolsAfter.quantity - toolsBefore.quantity).toBe(2);
    expect(lb(toolsAfter) - lb(toolsBefore)).toBe(750);
    const dashboard = (await call('GET', '/api/dashboard')).json();
    const shown = dashboard.popularProducts.map((row: { netSalesCents: number }) => row.netSalesCents);
    expect(shown).toEqual([...shown].sort((a: number, b: number) => b - a));
    for (const row of dashboard.popularProducts) expect(row.soldBy).toMatch(/^(unit|kg|lb|oz|g)$/);
  });

  it('import and export stock and reorder level in the product’s unit: "Stock 12" of cheese by the lb is 12 lb', async () => {
    const imported = await call('POST', '/api/products/import', {
      rows: [
        {
          name: 'Aged Gouda',
          sku: 'DELI-GOU',
          category: 'Tools',
          price: '21.99',
          stock: '12',
          reorderLevel: '2.5',
          soldBy: 'lb',
        },
      ],
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const gouda = await productsInStore(t.db).where('sku', '=', 'DELI-GOU').executeTakeFirstOrThrow();
    expect(gouda).toMatchObject({ stock: 12_000, reorder_level: 2_500, sold_by: 'lb' });
    const exported = await call('GET', '/api/products/export');
    const line = exported.body.split('\n').find((text) => text.includes('DELI-GOU')) ?? '';
    expect(line).toMatch(/,12,2\.5,lb,/);
  });
});
