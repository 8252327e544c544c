import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropAppendOnly, makeAppendOnly } from '../../db/append-only';
import { openShift } from '../../services/shift-service';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { cashFor, saleInput } from '../../test/sale-factory';

let t: TestApp;
let manager: string;
let cashier: string;
beforeAll(async () => {
  t = await buildTestApp();
  [manager, cashier] = await Promise.all([t.signInAs('manager'), t.signInAs('cashier')]);
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

/** Opens a shift on a till, sells, counts it exactly and closes it: one Z report. */
async function tradeAndClose(tillId: string, skus: string[]) {
  const shift = (
    await call('POST', '/api/shifts', cashier, { id: randomUUID(), tillId, count: { totalCents: 15000 } })
  ).json();
  for (const sku of skus)
    await call('POST', '/api/sales', cashier, await saleInput(t, tillId, [{ sku, quantity: 1 }], cashFor));
  const expected = (await call('GET', `/api/shifts/${shift.id}`, manager)).json().figures.drawer.expectedCents;
  await call('POST', `/api/shifts/${shift.id}/count`, cashier, { count: { totalCents: expected } });
  const z = await call('POST', `/api/shifts/${shift.id}/close`, cashier, { floatLeftCents: 15000 });
  expect(z.statusCode).toBe(200);
  return z.json();
}

describe('Z reports', () => {
  let tillId: string;
  let first: { id: string; hash: string; body: { grandTotalCents: number; figures: { salesTotalCents: number } } };
  let second: typeof first & { previousHash: string; number: string };

  beforeAll(async () => {
    tillId = (await call('POST', '/api/tills', manager, { name: 'Counter Till' })).json().id;
    first = await tradeAndClose(tillId, ['SED-001', 'TLS-001']);
    second = await tradeAndClose(tillId, ['PLT-002']);
  });

  it('numbers each till’s Z reports, chains each to the one before and carries a grand total that never resets', () => {
    expect(second.number).toBe('Z-0002');
    expect(second.previousHash).toBe(first.hash);
    expect(second.body.grandTotalCents).toBe(first.body.grandTotalCents + second.body.figures.salesTotalCents);
  });

  it('lists Z reports by till, and reads one back for reprint', async () => {
    const page = (await call('GET', `/api/z-reports?tillId=${tillId}`, manager)).json();
    expect(page.items.map((z: { number: string }) => z.number)).toEqual(['Z-0002', 'Z-0001']);
    const one = await call('GET', `/api/z-reports/${first.id}`, cashier);
    expect(one.json()).toEqual(page.items[1]);
    expect((await call('GET', '/api/z-reports/nope', manager)).statusCode).toBe(404);
  });

  it('shows a cashier only the Z reports of shifts they opened', async () => {
    const mine = (await call('GET', '/api/z-reports?pageSize=100', cashier)).json();
    const all = (await call('GET', '/api/z-reports?pageSize=100', manager)).json();
    expect(all.total).toBeGreaterThan(mine.total);
    const someoneElses = await t.db
      .selectFrom('z_reports')
      .innerJoin('shifts', 'shifts.id', 'z_reports.shift_id')
      .select('z_reports.id')
      .where('shifts.opened_by', '<>', 'user-cashier')
      .executeTakeFirstOrThrow();
    expect((await call('GET', `/api/z-reports/${someoneElses.id}`, cashier)).statusCode).toBe(403);
  });

  it('verifies every till’s chain, the demo store’s 90 days included; only managers run the check', async () => {
    const check = await call('GET', '/api/z-reports/verify', manager);
    expect(check.json()).toMatchObject({ ok: true });
    const tills = check.json().tills as { till: { name: string }; ok: boolean; checked: number }[];
    expect(tills.map((till) => till.till.name)).toEqual([
      'Counter Till',
      'Riverside 1',
      'Riverside 2',
      'Till 1',
      'Till 2',
    ]);
    expect(tills[0]).toMatchObject({ ok: true, checked: 2 });
    expect(tills[3]?.checked).toBeGreaterThan(80);
    expect((await call('GET', '/api/z-reports/verify', cashier)).statusCode).toBe(403);
  });

  it('refuses any change or deletion of a stored Z report in the database itself', async () => {
    await expect(sql`update z_reports set body = '{}' where id = ${first.id}`.execute(t.db)).rejects.toThrow(
      /z_reports rows are never changed or deleted/,
    );
    await expect(sql`delete from z_reports where id = ${first.id}`.execute(t.db)).rejects.toThrow(/never changed/);
  });

  it('names the Z report whose stored figures someone edited behind the database’s back', async () => {
    await dropAppendOnly(t.db as never, 'z_reports');
    const stored = await t.db
      .selectFrom('z_reports')
      .select('body')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    const edited = stored.body.replace(/"countedCents":(\d+)/, (_m, cents) => `"countedCents":${Number(cents) + 500}`);
    expect(edited).not.toBe(stored.body);
    await sql`update z_reports set body = ${edited} where id = ${first.id}`.execute(t.db);
    await makeAppendOnly(t.db as never, 'z_reports');

    const check = (await call('GET', '/api/z-reports/verify', manager)).json();
    expect(check.ok).toBe(false);
    expect(check.tills[0]).toMatchObject({ ok: false, brokenAt: 'Z-0001', problem: 'Its figures were changed' });
    expect(check.tills[1]).toMatchObject({ ok: true });
  });
});

describe('a shift left open overnight', () => {
  it('is flagged as such for the till', async () => {
    const tillId = (await call('POST', '/api/tills', manager, { name: 'Overnight Till' })).json().id;
    const yesterday = new Date(Date.now() - 30 * 3_600_000);
    const staff = { id: 'user-cashier', name: 'Priya Shah', email: 'priya@example.com', role: 'cashier' as const };
    await openShift(
      t.app.writer,
      t.db,
      'store-1',
      { id: randomUUID(), tillId, count: { totalCents: 0 } },
      staff,
      yesterday,
    );
    const current = (await call('GET', `/api/shifts/current?tillId=${tillId}`, cashier)).json();
    expect(current.shift).toMatchObject({ status: 'open', leftOpenOvernight: true });
  });
});
