import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { cashFor, saleInput } from '../../test/sale-factory';
import { buildShiftApp, move, openShiftWithFloat } from './shift.fixtures';
import type { ShiftApp } from './shift.fixtures';

// A shift open on Till 3 with a $150.00 float: sales, refunds, voids and cash movements onto it, and its X report.
let shiftApp: ShiftApp;
let t: TestApp;
let manager: string;
let cashier: string;
let secondCashier: string;
let tillId: string;
let call: ShiftApp['call'];
let rows: ShiftApp['rows'];
beforeAll(async () => {
  shiftApp = await buildShiftApp();
  ({ t, manager, cashier, secondCashier, tillId, call, rows } = shiftApp);
  await openShiftWithFloat(shiftApp);
});
afterAll(() => shiftApp?.t.close());

describe('during a shift', () => {
  let shiftId: string;
  const sales: { totalCents: number; subtotalCents: number; taxCents: number; changeCents: number }[] = [];
  beforeAll(async () => {
    shiftId = (await call('GET', `/api/shifts/current?tillId=${tillId}`, cashier)).json().shift.id;
  });

  it('takes sales, refunds and voids onto the till’s shift', async () => {
    for (const lines of [
      [{ sku: 'PLT-002', quantity: 2 }],
      [{ sku: 'TLS-001', quantity: 1 }],
      [{ sku: 'SED-001', quantity: 3 }],
    ]) {
      const response = await call('POST', '/api/sales', cashier, await saleInput(t, tillId, lines, cashFor));
      expect(response.statusCode).toBe(200);
      sales.push(response.json());
    }
    const card = await call(
      'POST',
      '/api/sales',
      cashier,
      await saleInput(t, tillId, [{ sku: 'POT-001', quantity: 1 }]),
    );
    sales.push(card.json());
    const stored = await t.db
      .selectFrom('orders')
      .select(['till_id', 'shift_id'])
      .where('id', '=', card.json().id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ till_id: tillId, shift_id: shiftId });

    const first = sales[0] as unknown as { id: string; lines: { id: string }[] };
    const refund = await call('POST', '/api/refunds', manager, {
      id: randomUUID(),
      saleId: first.id,
      tillId,
      lines: [{ saleLineId: first.lines[0]?.id, quantity: 1 }],
      reason: 'Wilted',
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.json().tenders).toEqual([
      { method: 'cash', amountCents: refund.json().amountCents, reference: null, stored: false },
    ]);
    expect(
      (await call('POST', '/api/voids', cashier, { id: randomUUID(), tillId, itemCount: 2, amountCents: 1598 }))
        .statusCode,
    ).toBe(204);
  });

  it('records Pay In, Pay Out, Cash Drop and No Sale with who and when', async () => {
    const payIn = await call(
      'POST',
      `/api/shifts/${shiftId}/cash-movements`,
      cashier,
      move('pay_in', 2000, 'Change from the bank'),
    );
    expect(payIn.statusCode).toBe(201);
    expect(payIn.json()).toMatchObject({
      kind: 'pay_in',
      amountCents: 2000,
      user: { name: 'Priya Shah' },
      approvedBy: null,
    });
    expect(
      (await call('POST', `/api/shifts/${shiftId}/cash-movements`, cashier, move('pay_out', 1500, 'Window cleaner')))
        .statusCode,
    ).toBe(201);
    expect(
      (await call('POST', `/api/shifts/${shiftId}/cash-movements`, cashier, move('no_sale', 0, ''))).statusCode,
    ).toBe(201);
    const noSale = await call('POST', `/api/shifts/${shiftId}/cash-movements`, cashier, {
      id: randomUUID(),
      kind: 'no_sale',
    });
    expect(noSale.json()).toMatchObject({ kind: 'no_sale', amountCents: 0 });
  });

  it.each([
    ['no reason', move('pay_out', 500, '')],
    ['no amount', move('pay_in', 0, 'Float top-up')],
    ['a No Sale with money', move('no_sale', 100, 'Change')],
    ['an unknown kind', move('withdraw', 100, 'Lunch')],
    ['a fractional amount', move('pay_in', 10.5, 'Coins')],
    ['a huge amount', move('pay_in', 2 ** 53, 'Lottery')],
  ])('refuses a movement with %s, writing nothing', async (_what, body) => {
    const before = await rows('cash_movements');
    expect((await call('POST', `/api/shifts/${shiftId}/cash-movements`, cashier, body)).statusCode).toBe(400);
    expect(await rows('cash_movements')).toBe(before);
  });

  it('needs a manager’s PIN for a cashier’s pay-out above the limit, and counts a wrong PIN', async () => {
    const big = move('pay_out', 6000, 'Plant delivery driver');
    const before = await rows('cash_movements');
    const missing = await call('POST', `/api/shifts/${shiftId}/cash-movements`, cashier, big);
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({
      error: 'A manager’s PIN is needed for more than $50.00',
      details: [{ path: 'approval' }],
    });
    const wrong = await call('POST', `/api/shifts/${shiftId}/cash-movements`, cashier, {
      ...big,
      approval: { userId: 'user-manager', pin: '9999' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe('Wrong PIN. 4 attempts left.');
    const byCashier = await call('POST', `/api/shifts/${shiftId}/cash-movements`, cashier, {
      ...big,
      approval: { userId: 'user-cashier', pin: '3333' },
    });
    expect(byCashier.json().error).toBe('Priya Shah cannot approve this');
    expect(await rows('cash_movements')).toBe(before);

    const approved = await call('POST', `/api/shifts/${shiftId}/cash-movements`, cashier, {
      ...big,
      approval: { userId: 'user-manager', pin: '2222' },
    });
    expect(approved.statusCode).toBe(201);
    expect(approved.json().approvedBy).toEqual({ id: 'user-manager', name: 'Marcus Reid' });
    const manager = await t.db
      .selectFrom('users')
      .select('failed_pin_attempts')
      .where('id', '=', 'user-manager')
      .executeTakeFirstOrThrow();
    expect(manager.failed_pin_attempts).toBe(0);
  });

  it('refuses to pay out more cash than the drawer should hold', async () => {
    const response = await call(
      'POST',
      `/api/shifts/${shiftId}/cash-movements`,
      manager,
      move('drop', 5_000_000, 'Bank'),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('That is more cash than the drawer should hold');
  });

  it('shows its opener an X report without the drawer’s cash (a blind count); a manager sees all of it', async () => {
    const mine = (await call('GET', `/api/shifts/${shiftId}`, cashier)).json();
    expect(mine.cashHidden).toBe(true);
    expect(mine.figures.drawer).toBeNull();
    expect(mine.figures.tenders.map((tender: { method: string }) => tender.method)).toEqual(['card']);
    expect(mine.figures).toMatchObject({ salesCount: 4, refundsCount: 1, voidsCount: 1, noSalesCount: 2 });
    expect(mine.movements).toHaveLength(5);
    expect((await call('GET', `/api/shifts/${shiftId}`, secondCashier)).statusCode).toBe(403);

    const full = (await call('GET', `/api/shifts/${shiftId}`, manager)).json();
    expect(full.cashHidden).toBe(false);
    const cashSales = sales.slice(0, 3).reduce((sum, sale) => sum + sale.totalCents, 0);
    const refunded = (
      await t.db.selectFrom('refunds').select('amount_cents').where('shift_id', '=', shiftId).executeTakeFirstOrThrow()
    ).amount_cents;
    expect(full.figures.drawer).toEqual({
      openingFloatCents: 15000,
      cashSalesCents: cashSales,
      cashRefundsCents: refunded,
      payInsCents: 2000,
      payOutsCents: 1500 + 6000,
      dropsCents: 0,
      accountPaymentsCents: 0,
      layawayCashCents: 0,
      specialOrderCashCents: 0,
      expectedCents: 15000 + cashSales - refunded + 2000 - 7500,
    });
    expect(full.figures.grossSalesCents).toBe(sales.reduce((sum, sale) => sum + sale.subtotalCents, 0));
    expect(full.figures.netSalesCents + full.figures.taxCents).toBe(full.figures.netTakingsCents);
  });
});
