import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { saleInput } from '../../test/sale-factory';
import { buildShiftApp, float } from './shift.fixtures';
import type { ShiftApp } from './shift.fixtures';

// Opening a shift on Till 3, a till that has never had one.
let shiftApp: ShiftApp;
let t: TestApp;
let manager: string;
let cashier: string;
let inventory: string;
let tillId: string;
let call: ShiftApp['call'];
let rows: ShiftApp['rows'];
beforeAll(async () => {
  shiftApp = await buildShiftApp();
  ({ t, manager, cashier, inventory, tillId, call, rows } = shiftApp);
});
afterAll(() => shiftApp?.t.close());

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
