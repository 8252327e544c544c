import { randomUUID } from 'node:crypto';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeCounts } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { productsInStore } from '../../test/store-stock';
import { buildTenderApp } from './tenders.fixtures';
import type { RecordedSale, TenderApp } from './tenders.fixtures';

// What is charged and refunded when prices include tax, and when a line carries several taxes.
let tenderApp: TenderApp;
let t: TestApp;
let manager: string;
let post: TenderApp['post'];
let lavender: TenderApp['lavender'];
let setStore: TenderApp['setStore'];
let sell: TenderApp['sell'];
let refundAll: TenderApp['refundAll'];
beforeAll(async () => {
  tenderApp = await buildTenderApp();
  ({ t, manager, post, lavender, setStore, sell, refundAll } = tenderApp);
});
afterAll(() => tenderApp?.t.close());
beforeEach(() => tenderApp.resetStore());

describe('prices with tax included', () => {
  it('charges the shelf price and works the tax out of it', async () => {
    await setStore({ prices_include_tax: 1 });
    const product = await lavender();
    const response = await sell(3, (due) => [{ method: 'card', amountCents: due }], {}, true);
    expect(response.statusCode).toBe(200);
    const sale = response.json() as RecordedSale;
    expect(sale.pricesIncludeTax).toBe(true);
    expect(sale.totalCents).toBe(product.price_cents * 3);
    const rate = product.tax_rate_bps / 10_000;
    expect(sale.taxCents).toBe(product.price_cents * 3 - Math.round((product.price_cents * 3) / (1 + rate)));
    expect(sale.subtotalCents + sale.taxCents).toBe(sale.totalCents);
    expect(sale.lines[0]?.taxes).toEqual([
      { name: 'Sales Tax', rate: product.tax_rate_bps / 100, taxCents: sale.taxCents },
    ]);

    // Refunded in full, it gives back the shelf price, not the price plus tax again.
    const refund = await refundAll(sale);
    expect(refund.json().amountCents).toBe(product.price_cents * 3);
  });
});

describe('several taxes on one line', () => {
  const put = (url: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url, payload: payload as object, headers: { cookie: manager } });

  it('adds a city tax to one category, itemises both on the sale, and reports each tax', async () => {
    const plant = await lavender();
    const store = (
      await t.app.inject({ method: 'GET', url: '/api/settings/store', headers: { cookie: manager } })
    ).json();
    const before = await writeCounts(t);
    const refused = await put('/api/settings/store', { ...store, additionalTaxes: [{ name: 'City tax', rate: 0 }] });
    expect(refused.statusCode).toBe(400);
    expect(await writeCounts(t)).toEqual(before);
    const cityTax = { name: 'City tax', rate: 2, categoryIds: [plant.category_id] };
    const saved = await put('/api/settings/store', { ...store, additionalTaxes: [cityTax] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().additionalTaxes).toEqual([cityTax]);

    const trowel = await productsInStore(t.db).where('id', '=', 'prod-trowel').executeTakeFirstOrThrow();
    const lines = [
      { product: plant, quantity: 3 },
      { product: trowel, quantity: 1 },
    ];
    const totals = cartTotals(
      lines.map(({ product, quantity }) => ({
        unitPriceCents: product.price_cents,
        quantity,
        taxRate: product.tax_rate_bps / 100,
        categoryId: product.category_id,
      })),
      null,
      { taxName: store.taxName, additionalTaxes: [cityTax] },
    );
    const response = await post('/api/sales', {
      id: randomUUID(),
      tillId: 'till-1',
      lines: lines.map(({ product, quantity }) => ({ productId: product.id, quantity })),
      payments: [{ method: 'card', amountCents: totals.totalCents }],
      expectedTotalCents: totals.totalCents,
    });
    expect(response.statusCode).toBe(200);
    const sale = response.json() as RecordedSale & { taxes: { name: string; rate: number; taxCents: number }[] };
    const cityCents = Math.round((plant.price_cents * 3 * 2) / 100);
    expect(sale.lines[0]?.taxes.map((tax) => tax.name)).toEqual([store.taxName, 'City tax']);
    expect(sale.lines[1]?.taxes.map((tax) => tax.name)).toEqual([store.taxName]);
    expect(sale.taxes.find((tax) => tax.name === 'City tax')?.taxCents).toBe(cityCents);
    expect(sale.taxCents).toBe(totals.taxCents);

    const day = (
      await t.db.selectFrom('orders').select('business_date').where('id', '=', sale.id).executeTakeFirstOrThrow()
    ).business_date;
    const finance = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/reports/finance?from=${day}&to=${day}`,
          headers: { cookie: manager },
        })
      ).json() as {
        taxes: { name: string; rate: number; taxCollectedCents: number }[];
        taxBands: { taxCollectedCents: number }[];
      };
    const report = await finance();
    expect(report.taxes.find((tax) => tax.name === 'City tax')).toEqual({
      name: 'City tax',
      rate: 2,
      taxCollectedCents: cityCents,
    });
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(report.taxes.map((tax) => tax.taxCollectedCents))).toBe(
      sum(report.taxBands.map((b) => b.taxCollectedCents)),
    );

    // One of the three plants comes back: a third of its city tax with it.
    const refund = await post('/api/refunds', {
      id: randomUUID(),
      saleId: sale.id,
      tillId: 'till-1',
      lines: [{ saleLineId: sale.lines[0]?.id, quantity: 1 }],
    });
    expect(refund.statusCode).toBe(200);
    const after = await finance();
    const cityAfter = after.taxes.find((tax) => tax.name === 'City tax')?.taxCollectedCents ?? 0;
    expect(cityAfter).toBeGreaterThanOrEqual(cityCents - Math.ceil(cityCents / 3));
    expect(cityAfter).toBeLessThanOrEqual(cityCents - Math.floor(cityCents / 3));
    expect(sum(after.taxes.map((tax) => tax.taxCollectedCents))).toBe(
      sum(after.taxBands.map((b) => b.taxCollectedCents)),
    );
  });
});
