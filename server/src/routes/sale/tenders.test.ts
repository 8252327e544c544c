import { randomUUID } from 'node:crypto';
import { cashDue } from '@tillwise/core/payment/tender';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, writeCounts } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { firstStoreId, productsInStore } from '../../test/store-stock';

// Tenders as stores meet them: split payments, cash rounding, prices with tax included, gift cards sold and spent,
// store credit, and refunds of all of these back where the money came from.

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.signInAs('manager');
});
afterAll(() => t?.close());

type Payment = { method: string; amountCents: number; tenderedCents?: number; reference?: string };
type RecordedSale = {
  id: string;
  totalCents: number;
  taxCents: number;
  subtotalCents: number;
  cashRoundingCents: number;
  changeCents: number;
  pricesIncludeTax: boolean;
  giftCards: { code: string; amountCents: number; kind: string; balanceCents: number | null }[];
  lines: { id: string; quantity: number; totalCents: number; taxes: { name: string; taxCents: number }[] }[];
  payments: { method: string; amountCents: number; changeCents: number; reference: string | null }[];
};

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie: manager } });
const lavender = () => productsInStore(t.db).where('id', '=', 'prod-lavender').executeTakeFirstOrThrow();
const setStore = (changes: {
  prices_include_tax?: number;
  cash_rounding_cents?: number;
  additional_taxes_json?: string | null;
}) => t.db.updateTable('store').set(changes).where('id', '=', firstStoreId).execute();
const giftCard = (code: string) =>
  t.db.selectFrom('gift_cards').selectAll().where('code', '=', code).executeTakeFirst();

/** What `quantity` lavender comes to under the store's current way of pricing. */
async function lavenderTotal(quantity: number, pricesIncludeTax = false) {
  const product = await lavender();
  return cartTotals([{ unitPriceCents: product.price_cents, quantity, taxRate: product.tax_rate_bps / 100 }], null, {
    pricesIncludeTax,
  }).totalCents;
}

async function sell(
  quantity: number,
  pay: (totalCents: number) => Payment[],
  extra: Record<string, unknown> = {},
  pricesIncludeTax = false,
) {
  const total = quantity === 0 ? 0 : await lavenderTotal(quantity, pricesIncludeTax);
  return post('/api/sales', {
    id: randomUUID(),
    tillId: 'till-1',
    lines: quantity === 0 ? [] : [{ productId: 'prod-lavender', quantity }],
    payments: pay(total),
    expectedTotalCents: total,
    ...extra,
  });
}

async function refundAll(sale: RecordedSale) {
  return post('/api/refunds', {
    id: randomUUID(),
    saleId: sale.id,
    tillId: 'till-1',
    lines: sale.lines.map((line) => ({ saleLineId: line.id, quantity: line.quantity })),
  });
}

const refundTenders = (refundId: string) =>
  t.db.selectFrom('refund_tenders').select(['method', 'amount_cents']).where('refund_id', '=', refundId).execute();

beforeEach(() => setStore({ prices_include_tax: 0, cash_rounding_cents: 0, additional_taxes_json: null }));

describe('split tender', () => {
  it('takes card and cash with change from the cash, and refunds both tenders what each paid', async () => {
    const response = await sell(3, (total) => [
      { method: 'card', amountCents: 1000 },
      { method: 'cash', amountCents: total - 1000, tenderedCents: total - 1000 + 750 },
    ]);
    expect(response.statusCode).toBe(200);
    const sale = response.json() as RecordedSale;
    expect(sale.payments.map((p) => [p.method, p.amountCents, p.changeCents])).toEqual([
      ['card', 1000, 0],
      ['cash', sale.totalCents - 1000, 750],
    ]);
    expect(sale.changeCents).toBe(750);

    const refund = await refundAll(sale);
    expect(refund.statusCode).toBe(200);
    const back = await refundTenders(refund.json().id);
    expect(back.sort((a, b) => a.method.localeCompare(b.method))).toEqual([
      { method: 'card', amount_cents: 1000 },
      { method: 'cash', amount_cents: sale.totalCents - 1000 },
    ]);
  });

  it('refuses change from a card and more than four tenders, writing nothing', async () => {
    const before = await writeCounts(t);
    const overpaid = await sell(1, (total) => [{ method: 'card', amountCents: total + 500 }]);
    expect(overpaid.statusCode).toBe(400);
    expect(overpaid.json().error).toMatch(/more than the .* due/);
    const five = await sell(5, (total) => [
      ...[1, 2, 3, 4].map(() => ({ method: 'card', amountCents: 100 })),
      { method: 'card', amountCents: total - 400 },
    ]);
    expect(five.statusCode).toBe(400);
    expect(await writeCounts(t)).toEqual(before);
  });
});

describe('cash rounding', () => {
  it('rounds cash to $0.05 when the store rounds, records the rounding, and leaves card totals alone', async () => {
    await setStore({ cash_rounding_cents: 5 });
    // Find a quantity whose total does not end in 0 or 5, so the rounding shows.
    let quantity = 1;
    while ((await lavenderTotal(quantity)) % 5 === 0) quantity += 1;
    const total = await lavenderTotal(quantity);
    const exact = await sell(quantity, () => [{ method: 'cash', amountCents: total, tenderedCents: 100_000 }]);
    expect(exact.statusCode).toBe(400);
    expect(exact.json().error).toBe(`Cash is rounded to $0.05: take $${(cashDue(total, 5) / 100).toFixed(2)} in cash`);

    const cash = await sell(quantity, (due) => [
      { method: 'cash', amountCents: cashDue(due, 5), tenderedCents: 100_000 },
    ]);
    expect(cash.statusCode).toBe(200);
    const sale = cash.json() as RecordedSale;
    expect(sale.cashRoundingCents).toBe(cashDue(total, 5) - total);
    expect(Math.abs(sale.cashRoundingCents)).toBeLessThanOrEqual(2);
    const row = await t.db.selectFrom('orders').selectAll().where('id', '=', sale.id).executeTakeFirstOrThrow();
    expect(row.cash_rounding_cents).toBe(sale.cashRoundingCents);
    expect(row.total_cents).toBe(total);

    const card = await sell(quantity, (due) => [{ method: 'card', amountCents: due }]);
    expect(card.statusCode).toBe(200);
    expect((card.json() as RecordedSale).cashRoundingCents).toBe(0);

    const roundingReport = async () => {
      const day = row.business_date ?? '';
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/reports/finance?from=${day}&to=${day}`,
        headers: { cookie: manager },
      });
      return response.json().cashRounding as { salesCents: number; refundsCents: number; netCents: number };
    };
    const before = await roundingReport();

    // A full refund gives back exactly the cash taken, rounding and all, and the Finance report follows it.
    const refund = await refundAll(sale);
    expect(refund.statusCode).toBe(200);
    expect(await refundTenders(refund.json().id)).toEqual([{ method: 'cash', amount_cents: cashDue(total, 5) }]);
    expect(refund.json().amountCents).toBe(cashDue(total, 5));
    const after = await roundingReport();
    expect(after.refundsCents - before.refundsCents).toBe(sale.cashRoundingCents);
    expect(after.netCents).toBe(after.salesCents - after.refundsCents);
    expect(before.salesCents).toBe(
      Number(
        (
          await t.db
            .selectFrom('orders')
            .select((eb) => eb.fn.sum<number>('cash_rounding_cents').as('cents'))
            .where('business_date', '=', row.business_date)
            .executeTakeFirstOrThrow()
        ).cents,
      ),
    );
  });

  it('takes the exact cash when the store does not round', async () => {
    let quantity = 1;
    while ((await lavenderTotal(quantity)) % 5 === 0) quantity += 1;
    const cash = await sell(quantity, (due) => [{ method: 'cash', amountCents: due, tenderedCents: 100_000 }]);
    expect(cash.statusCode).toBe(200);
    expect((cash.json() as RecordedSale).cashRoundingCents).toBe(0);
  });
});

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

describe('gift cards', () => {
  it('sells a card, then spends it over two sales, and a refund puts the money back on it', async () => {
    const bought = await sell(0, () => [{ method: 'card', amountCents: 5000 }], {
      giftCards: [{ code: 'GC-E2E-1', amountCents: 5000 }],
    });

    expect(bought.statusCode).toBe(200);
    expect((bought.json() as RecordedSale).giftCards).toEqual([
      { code: 'GC-E2E-1', amountCents: 5000, kind: 'issue', balanceCents: 5000 },
    ]);
    expect((await giftCard('GC-E2E-1'))?.balance_cents).toBe(5000);

    const first = await sell(4, (due) => [
      { method: 'voucher', amountCents: 3000, reference: 'gc-e2e-1' },
      { method: 'card', amountCents: due - 3000 },
    ]);
    expect(first.statusCode).toBe(200);
    expect((await giftCard('GC-E2E-1'))?.balance_cents).toBe(2000);

    const before = await writeCounts(t);
    const tooMuch = await sell(4, (due) => [
      { method: 'voucher', amountCents: 2500, reference: 'GC-E2E-1' },
      { method: 'card', amountCents: due - 2500 },
    ]);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toBe('Gift card GC-E2E-1 holds only $20.00');
    expect(await writeCounts(t)).toEqual(before);

    const second = await sell(4, (due) => [
      { method: 'voucher', amountCents: 2000, reference: 'GC-E2E-1' },
      { method: 'cash', amountCents: due - 2000, tenderedCents: due },
    ]);
    expect(second.statusCode).toBe(200);
    expect((await giftCard('GC-E2E-1'))?.balance_cents).toBe(0);

    const refund = await refundAll(second.json() as RecordedSale);
    expect(refund.statusCode).toBe(200);
    expect((await giftCard('GC-E2E-1'))?.balance_cents).toBe(2000);
  });

  it('refunds the goods of a sale that also sold a gift card, never the card itself', async () => {
    const response = await sell(2, (due) => [{ method: 'card', amountCents: due + 2500 }], {
      giftCards: [{ code: 'GC-MIXED-1', amountCents: 2500 }],
    });
    expect(response.statusCode).toBe(200);
    const sale = response.json() as RecordedSale;
    expect(sale.payments[0]?.amountCents).toBe(sale.totalCents + 2500);
    const refund = await refundAll(sale);
    expect(refund.statusCode).toBe(200);
    expect(refund.json().amountCents).toBe(sale.totalCents);
    expect((await giftCard('GC-MIXED-1'))?.balance_cents).toBe(2500);
  });

  it('refunds a voucher taken before gift cards had a ledger onto a new card with its code', async () => {
    const paid = await t.db
      .selectFrom('payments as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select(['o.id', 'p.reference'])
      .where('p.method', '=', 'voucher')
      .where('o.status', '=', 'completed')
      .where('o.store_id', '=', firstStoreId)
      .executeTakeFirstOrThrow();
    const lines = await t.db.selectFrom('order_lines').selectAll().where('order_id', '=', paid.id).execute();
    expect(await giftCard(paid.reference ?? '')).toBeUndefined();
    const refund = await post('/api/refunds', {
      id: randomUUID(),
      saleId: paid.id,
      tillId: 'till-1',
      lines: lines.map((line) => ({ saleLineId: line.id, quantity: line.quantity })),
    });
    expect(refund.statusCode).toBe(200);
    const back = await refundTenders(refund.json().id);
    const voucherBack = back.find((share) => share.method === 'voucher')?.amount_cents ?? 0;
    expect(voucherBack).toBeGreaterThan(0);
    expect((await giftCard(paid.reference ?? ''))?.balance_cents).toBe(voucherBack);
  });

  it('refuses an unknown code and a gift card taken offline', async () => {
    const unknown = await sell(1, (due) => [{ method: 'voucher', amountCents: due, reference: 'GC-NOPE' }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('No gift card with code GC-NOPE');
    const offline = await sell(0, () => [{ method: 'card', amountCents: 1000 }], {
      giftCards: [{ code: 'GC-OFF-1', amountCents: 1000 }],
      offline: { capturedAt: new Date().toISOString() },
    });
    expect(offline.statusCode).toBe(400);
    expect(await giftCard('GC-OFF-1')).toBeUndefined();
  });
});

describe('store credit', () => {
  it('pays with the customer’s store credit and a refund puts it back', async () => {
    const adjust = await post('/api/customers/cust-grace/store-credit', { amountCents: 1500, reason: 'Goodwill' });
    expect(adjust.statusCode).toBe(200);
    const credit = () =>
      t.db
        .selectFrom('customers')
        .select('store_credit_cents')
        .where('id', '=', 'cust-grace')
        .executeTakeFirstOrThrow();
    const startCents = (await credit()).store_credit_cents;
    const response = await sell(
      1,
      (due) => [
        { method: 'store_credit', amountCents: 1000 },
        { method: 'card', amountCents: due - 1000 },
      ],
      { customerId: 'cust-grace' },
    );
    expect(response.statusCode).toBe(200);
    expect((await credit()).store_credit_cents).toBe(startCents - 1000);
    const refund = await refundAll(response.json() as RecordedSale);
    expect(refund.statusCode).toBe(200);
    expect((await credit()).store_credit_cents).toBe(startCents);
  });

  it('refuses store credit beyond the balance and for a walk-in customer', async () => {
    const walkIn = await sell(1, (due) => [{ method: 'store_credit', amountCents: due }]);
    expect(walkIn.statusCode).toBe(400);
    expect(walkIn.json().error).toBe('Attach a customer to pay with store credit');
    const tooMuch = await sell(1, (due) => [{ method: 'store_credit', amountCents: due }], { customerId: 'cust-emma' });
    expect(tooMuch.statusCode).toBe(400);
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
