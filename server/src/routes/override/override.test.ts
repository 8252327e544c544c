import { randomUUID } from 'node:crypto';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import type { Discount } from '@tillwise/core/sale/discount';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, demoPin, writeCounts } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { productsInStore } from '../../test/store-stock';

let t: TestApp;
let admin: string;
let manager: string;
let cashier: string;
beforeAll(async () => {
  t = await buildTestApp();
  [admin, manager, cashier] = await Promise.all([t.signInAs('admin'), t.signInAs('manager'), t.signInAs('cashier')]);
});
afterAll(() => t?.close());

const managerApproval = { userId: 'user-manager', pin: demoPin.manager };
const post = (url: string, payload: object, cookie = cashier) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
const product = (sku: string) => productsInStore(t.db).where('sku', '=', sku).executeTakeFirstOrThrow();
const overrideRow = (id: string) => t.db.selectFrom('overrides').selectAll().where('id', '=', id).executeTakeFirst();
const auditOf = (action: string, subjectId: string) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();

/** Asks for a manager's approval as the cashier on till 1. */
function approve(ask: { action: string; details: object }, approval: object = managerApproval, cookie = cashier) {
  return post('/api/overrides', { id: randomUUID(), tillId: 'till-1', ...ask, approval }, cookie);
}
const approveDiscount = async (percent: number) => {
  const response = await approve({ action: 'discount', details: { percent } });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: string };
};

/** A sale of one Monstera at its catalogue price (or a changed one) with a discount, paid by card. */
async function sale(
  options: { discount?: Discount; lineDiscount?: Discount; priceOverrideCents?: number; priceOverrideId?: string },
  extra: Record<string, unknown> = {},
) {
  const monstera = await product('PLT-001');
  const unitPriceCents = options.priceOverrideCents ?? monstera.price_cents;
  const line = { unitPriceCents, quantity: 1, taxRate: monstera.tax_rate_bps / 100, discount: options.lineDiscount };
  const total = cartTotals([line], options.discount).totalCents;
  return {
    id: randomUUID(),
    tillId: 'till-1',
    lines: [
      {
        productId: monstera.id,
        quantity: 1,
        discount: options.lineDiscount ?? null,
        ...(options.priceOverrideCents !== undefined && { priceOverrideCents: options.priceOverrideCents }),
        ...(options.priceOverrideId && { priceOverrideId: options.priceOverrideId }),
      },
    ],
    discount: options.discount ?? null,
    payments: [{ method: 'card', amountCents: total }],
    expectedTotalCents: total,
    ...extra,
  };
}

const quarterOff: Discount = { kind: 'percent', percent: 25 };

describe('a cashier’s discount', () => {
  it('within the cashier’s cap (10 %) needs no approval', async () => {
    const response = await post('/api/sales', await sale({ lineDiscount: { kind: 'percent', percent: 10 } }));
    expect(response.statusCode).toBe(200);
    expect(response.json().discountCents).toBeGreaterThan(0);
  });

  it('above the cap is refused (403) without an approval, and nothing is written', async () => {
    const before = await writeCounts(t);
    const response = await post('/api/sales', await sale({ discount: quarterOff }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'Discounts above 10 % need a manager’s approval (this one is 25 %)',
      details: [{ path: 'overrideId', message: 'Discounts above 10 % need a manager’s approval (this one is 25 %)' }],
    });
    // Two discounts within the cap each still add up beyond it: 10 % off the line, then 10 % off the sale.
    const stacked = await sale({
      lineDiscount: { kind: 'percent', percent: 10 },
      discount: { kind: 'percent', percent: 10 },
    });
    expect((await post('/api/sales', stacked)).statusCode).toBe(403);
    expect(await writeCounts(t)).toEqual(before);
  });

  it('with a manager’s approval is recorded, with who asked and who approved, and spends the approval', async () => {
    const asked = await approve({ action: 'discount', details: { percent: 25 } });
    expect(asked.statusCode).toBe(200);
    const override = asked.json();
    expect(override).toEqual({
      id: override.id,
      action: 'discount',
      details: { percent: 25 },
      approvedBy: { id: 'user-manager', name: 'Marcus Reid' },
    });
    expect(await auditOf('override.approved', override.id)).toMatchObject({
      user_id: 'user-cashier',
      approved_by: 'user-manager',
      till_id: 'till-1',
      summary: 'Discount up to 25 %',
    });
    expect((await overrideRow(override.id))?.used_at).toBeNull();

    const body = await sale({ discount: quarterOff }, { overrideId: override.id });
    const response = await post('/api/sales', body);
    expect(response.statusCode).toBe(200);
    const order = await t.db.selectFrom('orders').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      status: 'completed',
      user_id: 'user-cashier',
      discount_json: JSON.stringify(quarterOff),
    });
    const monstera = await product('PLT-001');
    const line = { unitPriceCents: monstera.price_cents, quantity: 1, taxRate: monstera.tax_rate_bps / 100 };
    expect(order.discount_cents).toBe(cartTotals([line], quarterOff).discountCents);
    expect(await overrideRow(override.id)).toMatchObject({ used_for: body.id, requested_by: 'user-cashier' });
    expect(await auditOf('sale.discounted', body.id)).toMatchObject({
      user_id: 'user-cashier',
      approved_by: 'user-manager',
    });
  });

  it('is refused when the approval is used again, for a smaller discount, or for another action', async () => {
    const override = await approveDiscount(25);
    expect(
      (await post('/api/sales', await sale({ discount: quarterOff }, { overrideId: override.id }))).statusCode,
    ).toBe(200);
    const before = await writeCounts(t);
    const again = await post('/api/sales', await sale({ discount: quarterOff }, { overrideId: override.id }));
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toBe('That manager’s approval has already been used. Ask a manager again.');

    const smaller = await approveDiscount(15);
    const tooMuch = await post('/api/sales', await sale({ discount: quarterOff }, { overrideId: smaller.id }));
    expect(tooMuch.statusCode).toBe(403);
    expect(tooMuch.json().error).toBe('The manager approved a discount of up to 15 %, not 25 %');
    expect((await overrideRow(smaller.id))?.used_at).toBeNull();

    const sale1 = await t.db
      .selectFrom('orders')
      .select('id')
      .where('status', '=', 'completed')
      .executeTakeFirstOrThrow();
    const refundApproval = await approve({ action: 'refund', details: { saleId: sale1.id, amountCents: 100 } });
    expect(refundApproval.statusCode).toBe(200);
    const wrongKind = await post(
      '/api/sales',
      await sale({ discount: quarterOff }, { overrideId: refundApproval.json().id }),
    );
    expect(wrongKind.json().error).toBe('This approval is for a refund, not a discount');
    expect(await writeCounts(t)).toEqual(before);
  });

  it('is refused with an approval given to someone else, on another till, or too long ago', async () => {
    const mine = await approveDiscount(25);
    const managersSale = await post(
      '/api/sales',
      await sale({ discount: { kind: 'percent', percent: 50 } }, { overrideId: mine.id }),
      manager,
    );
    // A manager needs no approval: the cashier's stays unspent.
    expect(managersSale.statusCode).toBe(200);
    expect((await overrideRow(mine.id))?.used_at).toBeNull();

    const otherTill = await post('/api/overrides', {
      id: randomUUID(),
      tillId: 'till-2',
      action: 'discount',
      details: { percent: 25 },
      approval: managerApproval,
    });
    expect(otherTill.statusCode).toBe(200);
    const onTill1 = await post('/api/sales', await sale({ discount: quarterOff }, { overrideId: otherTill.json().id }));
    expect(onTill1.json().error).toBe('That approval was given on another till');

    const old = await approveDiscount(25);
    const sixteenMinutesAgo = new Date(Date.now() - 16 * 60_000).toISOString();
    await t.db.updateTable('overrides').set({ created_at: sixteenMinutesAgo }).where('id', '=', old.id).execute();
    const late = await post('/api/sales', await sale({ discount: quarterOff }, { overrideId: old.id }));
    expect(late.statusCode).toBe(403);
    expect(late.json().error).toBe('That approval is more than 15 minutes old. Ask a manager again.');

    const unknown = await post('/api/sales', await sale({ discount: quarterOff }, { overrideId: randomUUID() }));
    expect(unknown.json().error).toBe('That manager’s approval was not found. Ask a manager again.');
  });

  it('parked with an approval completes later without asking again', async () => {
    const override = await approveDiscount(25);
    const body = await sale({ discount: quarterOff }, { overrideId: override.id });
    const parked = await post('/api/sales/parked', {
      id: body.id,
      tillId: 'till-1',
      lines: body.lines,
      discount: quarterOff,
      overrideId: override.id,
    });
    expect(parked.statusCode).toBe(200);
    // Brought back from Parked sales, the till no longer knows the approval: the server does.
    const resumed = { ...body, overrideId: undefined };
    expect((await post('/api/sales', resumed)).statusCode).toBe(200);
    expect(await overrideRow(override.id)).toMatchObject({ used_for: body.id });
  });
});

describe('POST /api/overrides', () => {
  it('refuses a wrong PIN (403), counting it towards the manager’s lock, and keeps nothing', async () => {
    const id = randomUUID();
    const response = await post('/api/overrides', {
      id,
      tillId: 'till-1',
      action: 'discount',
      details: { percent: 25 },
      approval: { userId: 'user-manager', pin: '9999' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'Wrong PIN. 4 attempts left.',
      details: [{ path: 'approval.pin', message: 'Wrong PIN. 4 attempts left.' }],
    });
    expect(await overrideRow(id)).toBeUndefined();
    expect(await auditOf('override.approved', id)).toBeUndefined();
    const managerRow = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', 'user-manager')
      .executeTakeFirstOrThrow();
    expect(managerRow.failed_pin_attempts).toBe(1);
    await approveDiscount(25);
    const reset = await t.db.selectFrom('users').selectAll().where('id', '=', 'user-manager').executeTakeFirstOrThrow();
    expect(reset.failed_pin_attempts).toBe(0);
  });

  it('refuses a cashier or an inventory member as approver, and the one asking approving themselves', async () => {
    const created = await post(
      '/api/staff',
      { name: 'Second Cashier', email: 'second@example.com', role: 'cashier', pin: '5151' },
      admin,
    );
    expect(created.statusCode).toBe(201);
    const byCashier = await approve(
      { action: 'discount', details: { percent: 25 } },
      { userId: created.json().id, pin: '5151' },
    );
    expect(byCashier.statusCode).toBe(403);
    expect(byCashier.json().error).toBe('Second Cashier may give at most 10 % off');
    const priceByCashier = await approve(
      { action: 'price_change', details: { productId: (await product('PLT-001')).id, toCents: 100 } },
      { userId: created.json().id, pin: '5151' },
    );
    expect(priceByCashier.json().error).toBe('Second Cashier cannot approve this');
    const byInventory = await approve(
      { action: 'discount', details: { percent: 25 } },
      { userId: 'user-inventory', pin: demoPin.inventory },
    );
    expect(byInventory.statusCode).toBe(403);
    const bySelf = await approve(
      { action: 'discount', details: { percent: 25 } },
      { userId: 'user-cashier', pin: demoPin.cashier },
    );
    expect(bySelf.json().error).toBe('Another manager must approve this');
    expect(
      await t.db.selectFrom('overrides').select('id').where('approved_by', '<>', 'user-manager').execute(),
    ).toEqual([]);
  });

  it('refuses what needs no approval and bad input (400), and answers a resend with the same approval', async () => {
    const within = await approve({ action: 'discount', details: { percent: 5 } });
    expect(within.statusCode).toBe(400);
    expect(within.json().error).toBe('You may give up to 10 % off yourself: no approval is needed');
    const managerAsks = await approve(
      { action: 'discount', details: { percent: 50 } },
      { userId: 'user-admin', pin: demoPin.admin },
      manager,
    );
    expect(managerAsks.statusCode).toBe(400);
    expect((await approve({ action: 'discount', details: { percent: 150 } })).statusCode).toBe(400);
    expect(
      (await approve({ action: 'cash_movement', details: { kind: 'pay_out', amountCents: 100 } })).statusCode,
    ).toBe(400);
    expect(
      (await approve({ action: 'refund', details: { saleId: 'no-such-sale', amountCents: 100 } })).statusCode,
    ).toBe(400);

    const body = {
      id: randomUUID(),
      tillId: 'till-1',
      action: 'discount',
      details: { percent: 30 },
      approval: managerApproval,
    };
    const first = await post('/api/overrides', body);
    const resend = await post('/api/overrides', body);
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual(first.json());
    expect((await post('/api/overrides', { ...body, details: { percent: 90 } })).statusCode).toBe(409);
  });
});

describe('a cashier’s refund', () => {
  async function soldToday() {
    const body = await sale({});
    expect((await post('/api/sales', body)).statusCode).toBe(200);
    const line = await t.db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', '=', body.id)
      .executeTakeFirstOrThrow();
    return {
      saleId: body.id,
      line,
      refund: {
        id: randomUUID(),
        saleId: body.id,
        tillId: 'till-1',
        reason: 'Wilted',
        lines: [{ saleLineId: line.id, quantity: 1 }],
      },
    };
  }

  it('needs a manager’s approval of at least the amount, and is then given by the cashier', async () => {
    const { saleId, line, refund } = await soldToday();
    expect((await post('/api/refunds', refund)).statusCode).toBe(403);

    const short = await approve({ action: 'refund', details: { saleId, amountCents: line.total_cents - 1 } });
    const refused = await post('/api/refunds', { ...refund, overrideId: short.json().id });
    expect(refused.statusCode).toBe(403);
    expect(await t.db.selectFrom('refunds').select('id').where('order_id', '=', saleId).execute()).toEqual([]);

    const approval = await approve({ action: 'refund', details: { saleId, amountCents: line.total_cents } });
    expect(approval.json().approvedBy.name).toBe('Marcus Reid');
    const response = await post('/api/refunds', { ...refund, overrideId: approval.json().id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ amountCents: line.total_cents, staffName: 'Priya Shah' });
    expect(
      await t.db.selectFrom('refunds').selectAll().where('id', '=', refund.id).executeTakeFirstOrThrow(),
    ).toMatchObject({
      user_id: 'user-cashier',
      amount_cents: line.total_cents,
    });
    expect(await overrideRow(approval.json().id)).toMatchObject({ used_for: refund.id });
    expect(await auditOf('refund.recorded', refund.id)).toMatchObject({
      user_id: 'user-cashier',
      approved_by: 'user-manager',
    });
  });
});

describe('a price change at the till', () => {
  it('is charged with a manager’s approval of that price, recorded on the line and in the log', async () => {
    const monstera = await product('PLT-001');
    const toCents = monstera.price_cents - 500;
    const without = await post('/api/sales', await sale({ priceOverrideCents: toCents }));
    expect(without.statusCode).toBe(403);
    expect(without.json().details).toEqual([
      { path: 'lines.0.priceOverrideId', message: `Changing the price of ${monstera.name} needs a manager’s approval` },
    ]);

    const approval = await approve({ action: 'price_change', details: { productId: monstera.id, toCents } });
    expect(approval.statusCode).toBe(200);
    expect(approval.json().details).toEqual({ productId: monstera.id, fromCents: monstera.price_cents, toCents });
    const otherPrice = await post(
      '/api/sales',
      await sale({ priceOverrideCents: toCents - 1, priceOverrideId: approval.json().id }),
    );
    expect(otherPrice.statusCode).toBe(403);

    const body = await sale({ priceOverrideCents: toCents, priceOverrideId: approval.json().id });
    const response = await post('/api/sales', body);
    expect(response.statusCode).toBe(200);
    expect(response.json().lines[0].unitPriceCents).toBe(toCents);
    const line = await t.db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({ unit_price_cents: toCents, catalog_price_cents: monstera.price_cents });
    expect(await auditOf('sale.price_changed', body.id)).toMatchObject({
      user_id: 'user-cashier',
      approved_by: 'user-manager',
    });
  });

  it('needs no approval from a manager, and is recorded all the same', async () => {
    const monstera = await product('PLT-001');
    const body = await sale({ priceOverrideCents: monstera.price_cents + 100 });
    expect((await post('/api/sales', body, manager)).statusCode).toBe(200);
    expect(await auditOf('sale.price_changed', body.id)).toMatchObject({ user_id: 'user-manager', approved_by: null });
  });
});

describe('a pay-out above the limit', () => {
  it('leaves an override approved by the manager whose PIN was typed', async () => {
    const shift = (
      await t.app.inject({ method: 'GET', url: '/api/shifts/current?tillId=till-1', headers: { cookie: cashier } })
    ).json().shift;
    const id = randomUUID();
    const payOut = await post(`/api/shifts/${shift.id}/cash-movements`, {
      id,
      kind: 'pay_out',
      amountCents: 6000,
      reason: 'Window cleaner',
      approval: managerApproval,
    });
    expect(payOut.statusCode).toBe(201);
    const row = await t.db.selectFrom('overrides').selectAll().where('used_for', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ action: 'cash_movement', requested_by: 'user-cashier', approved_by: 'user-manager' });
    expect(JSON.parse(row.details_json)).toEqual({ kind: 'pay_out', amountCents: 6000 });
    expect(await auditOf('override.approved', row.id)).toMatchObject({ summary: 'Pay Out of up to $60.00' });
  });
});
