import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { cashFor, saleInput } from '../../test/sale-factory';

let t: TestApp;
let admin: string;
let manager: string;
let cashier: string;
let secondCashier: string;
let inventory: string;
let tillId: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  manager = await t.signInAs('manager');
  cashier = await t.signInAs('cashier');
  inventory = await t.signInAs('inventory');
  const added = await call('POST', '/api/staff', admin, {
    name: 'Sam Second',
    email: 'sam@example.com',
    role: 'cashier',
    pin: '5555',
  });
  const signIn = await call('POST', '/api/session', undefined, { userId: added.json().id, pin: '5555' });
  secondCashier = `tillwise_session=${signIn.cookies.find((c) => c.name === 'tillwise_session')?.value}`;
  tillId = (await call('POST', '/api/tills', manager, { name: 'Till 3' })).json().id;
});
afterAll(() => t?.close());

function call(method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
}
const rows = async (table: 'shifts' | 'cash_movements' | 'z_reports' | 'orders' | 'voids') =>
  (await t.db.selectFrom(table).select('id').execute()).length;
const float = { counts: { n20: 2, n10: 4, n5: 8, n1: 20, c25: 20, c10: 30, c5: 20, c1: 100 } }; // $150.00
const move = (kind: string, amountCents: number, reason: string, extra: object = {}) => ({
  id: randomUUID(),
  kind,
  amountCents,
  reason,
  ...extra,
});

describe('opening a shift', () => {
  it('refuses to sell on a till with no open shift when the store takes cash', async () => {
    const sale = await saleInput(t, tillId, [{ sku: 'SED-001', quantity: 1 }]);
    const response = await call('POST', '/api/sales', cashier, sale);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('No shift is open on Till 3. Open a shift to sell.');
    expect(await t.db.selectFrom('orders').select('id').where('id', '=', sale.id).execute()).toEqual([]);
  });

  it('suggests the store’s default float on a till that never closed a shift', async () => {
    const current = (await call('GET', `/api/shifts/current?tillId=${tillId}`, cashier)).json();
    expect(current).toMatchObject({
      shift: null,
      suggestedFloatCents: 15000,
      shiftRequired: true,
      till: { name: 'Till 3' },
    });
    expect((await call('GET', '/api/shifts/current?tillId=nope', cashier)).statusCode).toBe(404);
  });

  it.each([
    ['a negative count', { counts: { n20: -1 } }],
    ['a fractional count', { counts: { n20: 1.5 } }],
    ['an unknown note', { counts: { n3: 1 } }],
    ['both pieces and a total', { counts: { n20: 1 }, totalCents: 2000 }],
    ['neither', {}],
    ['more than $100,000', { totalCents: 10_000_001 }],
  ])('refuses %s, opening nothing', async (_what, count) => {
    const before = await rows('shifts');
    const response = await call('POST', '/api/shifts', cashier, { id: randomUUID(), tillId, count });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBeTruthy();
    expect(await rows('shifts')).toBe(before);
  });

  it('is for staff who run a till, signed in', async () => {
    const body = { id: randomUUID(), tillId, count: { totalCents: 100 } };
    expect((await call('POST', '/api/shifts', inventory, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/shifts', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/shifts', cashier, { ...body, tillId: 'nope' })).statusCode).toBe(404);
  });

  it('opens with the float counted by denomination; a resend is the same shift; a second shift is refused', async () => {
    const id = randomUUID();
    const opened = await call('POST', '/api/shifts', cashier, { id, tillId, count: float });
    expect(opened.statusCode).toBe(201);
    expect(opened.json()).toMatchObject({
      id,
      status: 'open',
      till: { id: tillId, name: 'Till 3' },
      openedBy: { name: 'Priya Shah' },
      openingFloatCents: 15000,
      openingCounts: float.counts,
      expectedCents: null,
      leftOpenOvernight: false,
    });
    expect((await call('POST', '/api/shifts', cashier, { id, tillId, count: float })).json().id).toBe(id);
    const before = await rows('shifts');
    const second = await call('POST', '/api/shifts', manager, { id: randomUUID(), tillId, count: { totalCents: 0 } });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('Till 3 already has a shift open, opened by Priya Shah. Close it first.');
    expect(await rows('shifts')).toBe(before);
    const current = (await call('GET', `/api/shifts/current?tillId=${tillId}`, cashier)).json();
    expect(current.shift).toMatchObject({ id, status: 'open' });
  });
});

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
      expectedCents: 15000 + cashSales - refunded + 2000 - 7500,
    });
    expect(full.figures.grossSalesCents).toBe(sales.reduce((sum, sale) => sum + sale.subtotalCents, 0));
    expect(full.figures.netSalesCents + full.figures.taxCents).toBe(full.figures.netTakingsCents);
  });
});

describe('closing a shift', () => {
  let shiftId: string;
  let expected: number;
  beforeAll(async () => {
    shiftId = (await call('GET', `/api/shifts/current?tillId=${tillId}`, cashier)).json().shift.id;
    expected = (await call('GET', `/api/shifts/${shiftId}`, manager)).json().figures.drawer.expectedCents;
  });

  it('needs the count before the close, and only its opener or a manager may count', async () => {
    const early = await call('POST', `/api/shifts/${shiftId}/close`, cashier, { floatLeftCents: 0 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('Count the drawer before closing the shift');
    const stranger = await call('POST', `/api/shifts/${shiftId}/count`, secondCashier, { count: { totalCents: 1 } });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error).toBe('Only Priya Shah or a manager can count and close this shift');
  });

  it('takes a blind count, then shows the expected cash and the over/short; the till stops selling', async () => {
    const counted = await call('POST', `/api/shifts/${shiftId}/count`, cashier, {
      count: { totalCents: expected - 200 },
    });
    expect(counted.statusCode).toBe(200);
    expect(counted.json()).toMatchObject({
      status: 'counted',
      countedCents: expected - 200,
      firstCountedCents: expected - 200,
      expectedCents: expected,
      overShortCents: -200,
      countedBy: { name: 'Priya Shah' },
    });
    const sale = await call(
      'POST',
      '/api/sales',
      cashier,
      await saleInput(t, tillId, [{ sku: 'SED-001', quantity: 1 }]),
    );
    expect(sale.statusCode).toBe(409);
    expect(sale.json().error).toBe(
      'The drawer of Till 3 has been counted. Close the shift, then open a new one to sell.',
    );
    const payIn = await call('POST', `/api/shifts/${shiftId}/cash-movements`, manager, move('pay_in', 100, 'Late'));
    expect(payIn.statusCode).toBe(409);
  });

  it('lets a manager, not the cashier, count again; the first count is kept', async () => {
    const again = await call('POST', `/api/shifts/${shiftId}/count`, cashier, { count: { totalCents: expected } });
    expect(again.statusCode).toBe(403);
    const recount = await call('POST', `/api/shifts/${shiftId}/count`, manager, { count: { counts: { n100: 1 } } });
    expect(recount.json()).toMatchObject({
      countedCents: 10000,
      firstCountedCents: expected - 200,
      recountedBy: { name: 'Marcus Reid' },
    });
    // Back to the true count: still $2.00 short.
    await call('POST', `/api/shifts/${shiftId}/count`, manager, { count: { totalCents: expected - 200 } });
  });

  it('needs a reason beyond the threshold and a float no bigger than the count, writing nothing until then', async () => {
    const before = await rows('z_reports');
    const noReason = await call('POST', `/api/shifts/${shiftId}/close`, cashier, { floatLeftCents: 15000 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({
      error: 'Short $2.00: give a reason before closing',
      details: [{ path: 'reason', message: 'Say why the drawer is over or short' }],
    });
    const tooMuch = await call('POST', `/api/shifts/${shiftId}/close`, cashier, {
      reason: 'x',
      floatLeftCents: expected,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(await rows('z_reports')).toBe(before);
    expect(
      (await t.db.selectFrom('shifts').select('status').where('id', '=', shiftId).executeTakeFirstOrThrow()).status,
    ).toBe('counted');
  });

  it('closes with its Z report: Z-0001 of the till, figures equal to the shift, waiting for review', async () => {
    const report = (await call('GET', `/api/shifts/${shiftId}`, manager)).json();
    const parked = await call('POST', '/api/sales/parked', cashier, {
      ...(await saleInput(t, tillId, [{ sku: 'SED-002', quantity: 1 }])),
      note: 'Back after lunch',
    });
    const response = await call('POST', `/api/shifts/${shiftId}/close`, cashier, {
      reason: 'Gave a $2 coin too many in change',
      floatLeftCents: 10000,
    });
    expect(response.statusCode).toBe(200);
    const z = response.json();
    expect(z).toMatchObject({ number: 'Z-0001', sequence: 1, tillId, shiftId, previousHash: '0'.repeat(64) });
    expect(z.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(z.body.figures).toEqual(report.figures);
    expect(z.body.close).toMatchObject({
      countedCents: expected - 200,
      overShortCents: -200,
      reason: 'Gave a $2 coin too many in change',
      floatLeftCents: 10000,
      depositCents: expected - 200 - 10000,
      countedBy: 'Priya Shah',
      recountedBy: 'Marcus Reid',
    });
    expect(z.body.parkedSales).toEqual([parked.json().number]);
    expect(z.body.grandTotalCents).toBe(report.figures.salesTotalCents);

    const shift = (await call('GET', `/api/shifts/${shiftId}`, cashier)).json().shift;
    expect(shift).toMatchObject({ status: 'closed', needsReview: true, zReport: { id: z.id, number: 'Z-0001' } });
    expect((await call('POST', `/api/shifts/${shiftId}/close`, cashier, { floatLeftCents: 0 })).statusCode).toBe(409);
  });

  it('suggests the float left as the next opening float, and a second person approves the difference once', async () => {
    expect((await call('GET', `/api/shifts/current?tillId=${tillId}`, cashier)).json()).toMatchObject({
      shift: null,
      suggestedFloatCents: 10000,
    });
    const review = (await call('GET', '/api/shifts?needsReview=true', manager)).json();
    expect(review.items.map((shift: { id: string }) => shift.id)).toContain(shiftId);
    expect((await call('POST', `/api/shifts/${shiftId}/approve`, cashier)).statusCode).toBe(403);
    // Marcus recounted the drawer: the count the close stands on is his, so he may not sign it off.
    const byRecounter = await call('POST', `/api/shifts/${shiftId}/approve`, manager);
    expect(byRecounter.statusCode).toBe(403);
    expect(byRecounter.json()).toEqual({ error: 'A second person approves a close: ask another manager or an admin' });
    const approved = await call('POST', `/api/shifts/${shiftId}/approve`, admin);
    expect(approved.json()).toMatchObject({ needsReview: false, approvedBy: { name: 'Olivia Bennett' } });
    expect((await call('POST', `/api/shifts/${shiftId}/approve`, admin)).statusCode).toBe(409);
  });

  it('shows in the Finance report’s cash section, by the staff who closed it and by till', async () => {
    const today = (
      await t.db.selectFrom('shifts').select('business_date').where('id', '=', shiftId).executeTakeFirstOrThrow()
    ).business_date;
    const finance = (await call('GET', `/api/reports/finance?from=${today}&to=${today}`, manager)).json();
    expect(finance.cash.byTill).toContainEqual({
      id: tillId,
      name: 'Till 3',
      shifts: 1,
      overCents: 0,
      shortCents: -200,
      netCents: -200,
      flagged: 1,
    });
    expect(finance.cash.byStaff.find((row: { name: string }) => row.name === 'Priya Shah')).toMatchObject({
      shortCents: -200,
      flagged: 1,
    });
  });

  it('shows cashiers only their own shifts, managers all of them', async () => {
    const mine = (await call('GET', '/api/shifts?pageSize=100', cashier)).json();
    expect(mine.items.every((shift: { openedBy: { name: string } }) => shift.openedBy.name === 'Priya Shah')).toBe(
      true,
    );
    const all = (await call('GET', '/api/shifts?pageSize=100', manager)).json();
    expect(all.total).toBeGreaterThan(mine.total);
    expect((await call('GET', '/api/shifts', inventory)).statusCode).toBe(403);
  });
});

describe('approving an over/short close', () => {
  let danaReyes: string;
  beforeAll(async () => {
    const added = await call('POST', '/api/staff', admin, {
      name: 'Dana Reyes',
      email: 'dana@example.com',
      role: 'manager',
      pin: '6666',
    });
    const signIn = await call('POST', '/api/session', undefined, { userId: added.json().id, pin: '6666' });
    danaReyes = `tillwise_session=${signIn.cookies.find((c) => c.name === 'tillwise_session')?.value}`;
  });

  /** A shift on a till of its own, counted $3.00 short and closed by one person: it waits for review. */
  async function closeShortAlone(cookie: string) {
    const till = (await call('POST', '/api/tills', admin, { name: `Review Till ${randomUUID().slice(0, 8)}` })).json();
    const id = randomUUID();
    await call('POST', '/api/shifts', cookie, { id, tillId: till.id, count: { totalCents: 10000 } });
    await call('POST', `/api/shifts/${id}/count`, cookie, { count: { totalCents: 9700 } });
    const z = await call('POST', `/api/shifts/${id}/close`, cookie, { reason: 'Short', floatLeftCents: 5000 });
    expect(z.statusCode).toBe(200);
    return { id, zId: z.json().id as string };
  }
  const approvalOf = async (id: string) =>
    t.db.selectFrom('shifts').select(['needs_review', 'approved_by']).where('id', '=', id).executeTakeFirstOrThrow();

  it('refuses the manager who counted and closed it, writing nothing, and takes another manager', async () => {
    const { id, zId } = await closeShortAlone(manager);
    const own = await call('POST', `/api/shifts/${id}/approve`, manager);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ error: 'A second person approves a close: ask another manager or an admin' });
    expect(await approvalOf(id)).toEqual({ needs_review: 1, approved_by: null });
    const waiting = (await call('GET', `/api/z-reports/${zId}`, manager)).json();
    expect(waiting.review).toEqual({ needsReview: true, approvedBy: null, approvedAt: null, bySecondPerson: false });

    const second = await call('POST', `/api/shifts/${id}/approve`, danaReyes);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ needsReview: false, approvedBy: { name: 'Dana Reyes' } });
    const z = (await call('GET', `/api/z-reports/${zId}`, manager)).json();
    expect(z.review).toMatchObject({ needsReview: false, approvedBy: { name: 'Dana Reyes' }, bySecondPerson: true });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'shift.approved')
      .where('subject_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details)).toMatchObject({ overShortCents: -300, bySecondPerson: true });
  });

  it('lets an admin sign off a close they made, and says so', async () => {
    const { id, zId } = await closeShortAlone(admin);
    const own = await call('POST', `/api/shifts/${id}/approve`, admin);
    expect(own.statusCode).toBe(200);
    expect((await call('GET', `/api/z-reports/${zId}`, admin)).json().review).toMatchObject({
      approvedBy: { name: 'Olivia Bennett' },
      bySecondPerson: false,
    });
  });
});

describe('a second till', () => {
  it('keeps its own shift and figures beside another till’s', async () => {
    const other = (await call('POST', '/api/tills', manager, { name: 'Till 4' })).json().id;
    const shiftA = (
      await call('POST', '/api/shifts', cashier, { id: randomUUID(), tillId, count: { totalCents: 15000 } })
    ).json();
    const shiftB = (
      await call('POST', '/api/shifts', manager, { id: randomUUID(), tillId: other, count: { totalCents: 5000 } })
    ).json();
    await call('POST', '/api/sales', cashier, await saleInput(t, tillId, [{ sku: 'SED-001', quantity: 1 }], cashFor));
    await call('POST', '/api/sales', manager, await saleInput(t, other, [{ sku: 'TLS-001', quantity: 2 }], cashFor));
    const a = (await call('GET', `/api/shifts/${shiftA.id}`, manager)).json().figures;
    const b = (await call('GET', `/api/shifts/${shiftB.id}`, manager)).json().figures;
    expect([a.salesCount, b.salesCount]).toEqual([1, 1]);
    expect(a.drawer.openingFloatCents).toBe(15000);
    expect(b.drawer.openingFloatCents).toBe(5000);
    expect(a.grossSalesCents).not.toBe(b.grossSalesCents);
  });
});
