import { randomUUID } from 'node:crypto';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, demoPin } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { firstStoreId, productsInStore } from '../../test/store-stock';

// Goods brought back without a receipt: valued at today's shelf price, paid back as store credit or cash as the
// chain's rule allows, the stock back on the shelf, counted with refunds in the shift and the reports.

let t: TestApp;
let manager: string;
let cashier: string;
beforeAll(async () => {
  t = await buildTestApp();
  [manager, cashier] = await Promise.all([t.signInAs('manager'), t.signInAs('cashier')]);
});
afterAll(() => t?.close());

const post = (url: string, payload: object, cookie = manager) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
const get = (url: string, cookie = manager) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const lavender = () => productsInStore(t.db).where('id', '=', 'prod-lavender').executeTakeFirstOrThrow();
const customer = () => t.db.selectFrom('customers').selectAll().orderBy('id').executeTakeFirstOrThrow();
const customerCredit = async (id: string) =>
  (await t.db.selectFrom('customers').select('store_credit_cents').where('id', '=', id).executeTakeFirstOrThrow())
    .store_credit_cents;
const returnCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('returns')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function setRule(noReceiptRefunds: string) {
  const current = (await get('/api/settings/payments')).json();
  const { pricesIncludeTax: _p, taxName: _t, additionalTaxes: _a, ...settings } = current;
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/settings/payments',
    payload: { ...settings, noReceiptRefunds },
    headers: { cookie: manager },
  });
  expect(response.statusCode).toBe(200);
}

/** What `quantity` lavender is worth at the shelf today, with its tax. */
async function lavenderWorth(quantity: number) {
  const product = await lavender();
  return cartTotals([{ unitPriceCents: product.price_cents, quantity, taxRate: product.tax_rate_bps / 100 }])
    .totalCents;
}

const returnOf = (extra: object) => ({
  id: randomUUID(),
  tillId: 'till-1',
  lines: [{ productId: 'prod-lavender', quantity: 2 }],
  tender: 'store_credit',
  reason: 'Gift, not wanted',
  ...extra,
});

describe('returns without receipt', () => {
  it('go to the customer as store credit by default, with the stock back and one audit entry', async () => {
    const buyer = await customer();
    const creditBefore = await customerCredit(buyer.id);
    const stockBefore = (await lavender()).stock;
    const worth = await lavenderWorth(2);
    const input = returnOf({ customerId: buyer.id });
    const response = await post('/api/returns', input);
    expect(response.statusCode).toBe(200);
    const recorded = response.json();
    expect(recorded).toMatchObject({
      number: expect.stringMatching(/^RET-\d{3,}$/),
      tender: 'store_credit',
      customer: { id: buyer.id, name: buyer.name },
      amountCents: worth,
      cashRoundingCents: 0,
      staffName: expect.any(String),
      approvedByName: null,
      lines: [{ productId: 'prod-lavender', quantity: 2, amountCents: worth }],
    });
    expect(await customerCredit(buyer.id)).toBe(creditBefore + worth);
    const ledger = await t.db
      .selectFrom('store_credit_ledger')
      .selectAll()
      .where('refund_id', '=', input.id)
      .executeTakeFirstOrThrow();
    expect(ledger).toMatchObject({
      amount_cents: worth,
      kind: 'refund',
      reason: `Return ${recorded.number} without receipt`,
    });
    expect((await lavender()).stock).toBe(stockBefore + 2);
    const history = (await get('/api/products/prod-lavender/stock-movements')).json();
    expect(JSON.stringify(history)).toContain(recorded.number);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'return.recorded')
      .where('subject_id', '=', input.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.summary).toContain(`as store credit to ${buyer.name}`);

    // Sent again (a lost answer): the same return, nothing written twice.
    const again = await post('/api/returns', input);
    expect(again.json().number).toBe(recorded.number);
    expect(await customerCredit(buyer.id)).toBe(creditBefore + worth);
    expect((await lavender()).stock).toBe(stockBefore + 2);
  });

  it('refuse cash unless the rule allows it, need a customer for store credit, and write nothing when refused', async () => {
    const before = await returnCount();
    const cash = await post('/api/returns', returnOf({ tender: 'cash' }));
    expect(cash.statusCode).toBe(400);
    expect(cash.json().error).toBe('Returns without a receipt go to store credit only');
    const nobody = await post('/api/returns', returnOf({}));
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().details).toEqual([
      { path: 'customerId', message: 'Choose the customer who gets the store credit' },
    ]);
    const unknown = await post(
      '/api/returns',
      returnOf({ customerId: (await customer()).id, lines: [{ productId: 'nope', quantity: 1 }] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Product not found');
    const noReason = await post('/api/returns', returnOf({ customerId: (await customer()).id, reason: ' ' }));
    expect(noReason.statusCode).toBe(400);
    expect(await returnCount()).toBe(before);

    await setRule('none');
    const closed = await post('/api/returns', returnOf({ customerId: (await customer()).id }));
    expect(closed.json().error).toBe('This store does not take returns without a receipt');
    expect(await returnCount()).toBe(before);
  });

  it('pay cash from the drawer when the rule allows it, rounded to the store’s step, in the shift and Finance', async () => {
    await setRule('store_credit_or_cash');
    await t.db.updateTable('store').set({ cash_rounding_cents: 5 }).where('id', '=', firstStoreId).execute();
    try {
      const shiftId = (await get('/api/shifts/current?tillId=till-1')).json().shift.id as string;
      const drawerBefore = (await get(`/api/shifts/${shiftId}`)).json().figures.drawer;
      const worth = await lavenderWorth(1);
      const response = await post(
        '/api/returns',
        returnOf({ tender: 'cash', lines: [{ productId: 'prod-lavender', quantity: 1 }] }),
      );
      expect(response.statusCode).toBe(200);
      const recorded = response.json();
      const paid = Math.round(worth / 5) * 5;
      expect(recorded).toMatchObject({
        tender: 'cash',
        amountCents: paid,
        cashRoundingCents: paid - worth,
        customer: null,
      });

      const figures = (await get(`/api/shifts/${shiftId}`)).json().figures;
      expect(figures.drawer.cashRefundsCents).toBe(drawerBefore.cashRefundsCents + paid);
      expect(figures.drawer.expectedCents).toBe(drawerBefore.expectedCents - paid);

      const row = await t.db.selectFrom('returns').selectAll().where('id', '=', recorded.id).executeTakeFirstOrThrow();
      const day = row.business_date;
      const finance = (await get(`/api/reports/finance?from=${day}&to=${day}`)).json();
      expect(finance.refunds).toContainEqual(
        expect.objectContaining({ number: recorded.number, saleId: null, amountCents: paid, items: 1 }),
      );
      expect(finance.cashRounding.refundsCents).toBeGreaterThanOrEqual(paid - worth);
    } finally {
      await t.db.updateTable('store').set({ cash_rounding_cents: 0 }).where('id', '=', firstStoreId).execute();
    }
  });

  it('need a manager’s approval on the till for a cashier, for at least the amount', async () => {
    await setRule('store_credit');
    const buyer = await customer();
    const worth = await lavenderWorth(2);
    const input = returnOf({ customerId: buyer.id });
    const alone = await post('/api/returns', input, cashier);
    expect(alone.statusCode).toBe(403);
    expect(alone.json().error).toBe('A return without receipt needs a manager’s approval');

    const approval = { userId: 'user-manager', pin: demoPin.manager };
    const small = await post(
      '/api/overrides',
      { id: randomUUID(), tillId: 'till-1', action: 'return', details: { amountCents: worth - 1 }, approval },
      cashier,
    );
    expect(small.statusCode).toBe(200);
    const tooLittle = await post('/api/returns', { ...input, overrideId: small.json().id }, cashier);
    expect(tooLittle.statusCode).toBe(403);

    const enough = await post(
      '/api/overrides',
      { id: randomUUID(), tillId: 'till-1', action: 'return', details: { amountCents: worth }, approval },
      cashier,
    );
    const response = await post('/api/returns', { ...input, overrideId: enough.json().id }, cashier);
    expect(response.statusCode).toBe(200);
    expect(response.json().approvedByName).toBe('Marcus Reid');
    const row = await t.db.selectFrom('returns').selectAll().where('id', '=', input.id).executeTakeFirstOrThrow();
    expect(row.approved_by).toBe('user-manager');

    const needless = await post(
      '/api/overrides',
      { id: randomUUID(), tillId: 'till-1', action: 'return', details: { amountCents: worth }, approval },
      manager,
    );
    expect(needless.json().error).toBe('You may give refunds yourself: no approval is needed');
  });
});
