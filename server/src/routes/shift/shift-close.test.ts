import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { cashFor, saleInput } from '../../test/sale-factory';
import { buildShiftApp, move, openShiftWithFloat, tradeShift } from './shift.fixtures';
import type { ShiftApp } from './shift.fixtures';

// Counting and closing a traded shift on Till 3 (tradeShift), its Z report and its review; then a second till.
let shiftApp: ShiftApp;
let t: TestApp;
let admin: string;
let manager: string;
let cashier: string;
let secondCashier: string;
let inventory: string;
let tillId: string;
let call: ShiftApp['call'];
let rows: ShiftApp['rows'];
beforeAll(async () => {
  shiftApp = await buildShiftApp();
  ({ t, admin, manager, cashier, secondCashier, inventory, tillId, call, rows } = shiftApp);
  await tradeShift(shiftApp, await openShiftWithFloat(shiftApp));
});
afterAll(() => shiftApp?.t.close());

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
