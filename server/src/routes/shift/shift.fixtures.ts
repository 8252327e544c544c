import { randomUUID } from 'node:crypto';
import { buildTestApp } from '../../test/build-test-app';
import { cashFor, saleInput } from '../../test/sale-factory';

/** $150.00 counted by denomination: the float the shift-*.test.ts files open Till 3 with. */
export const float = { counts: { n20: 2, n10: 4, n5: 8, n1: 20, c25: 20, c10: 30, c5: 20, c1: 100 } };

/** A cash movement's body with a fresh id. */
export const move = (kind: string, amountCents: number, reason: string, extra: object = {}) => ({
  id: randomUUID(),
  kind,
  amountCents,
  reason,
  ...extra,
});

/**
 * The demo store with the sessions the shift tests act as (Sam Second, a cashier added for them, among them) and a
 * new till, Till 3, that has never had a shift.
 */
export async function buildShiftApp() {
  const t = await buildTestApp();

  function call(method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) {
    return t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  }
  const rows = async (table: 'shifts' | 'cash_movements' | 'z_reports' | 'orders' | 'voids') =>
    (await t.db.selectFrom(table).select('id').execute()).length;

  const admin = await t.signInAs('admin');
  const manager = await t.signInAs('manager');
  const cashier = await t.signInAs('cashier');
  const inventory = await t.signInAs('inventory');
  const added = await call('POST', '/api/staff', admin, {
    name: 'Sam Second',
    email: 'sam@example.com',
    role: 'cashier',
    pin: '5555',
  });
  const signIn = await call('POST', '/api/session', undefined, { userId: added.json().id, pin: '5555' });
  const secondCashier = `tillwise_session=${signIn.cookies.find((c) => c.name === 'tillwise_session')?.value}`;
  const tillId: string = (await call('POST', '/api/tills', manager, { name: 'Till 3' })).json().id;

  return { t, admin, manager, cashier, secondCashier, inventory, tillId, call, rows };
}

export type ShiftApp = Awaited<ReturnType<typeof buildShiftApp>>;

/** Opens Till 3's shift as the cashier (Priya Shah) with `float`, and gives its id. */
export async function openShiftWithFloat({ call, cashier, tillId }: ShiftApp): Promise<string> {
  const opened = await call('POST', '/api/shifts', cashier, { id: randomUUID(), tillId, count: float });
  if (opened.statusCode !== 201) throw new Error(`opening the shift failed: ${opened.body}`);
  return opened.json().id;
}

/**
 * Trades a shift as shift-trading.test.ts does, for the tests of its close: three cash sales and one by card, a
 * cash refund of one unit of the first, a void, a Pay In of $20.00, a Pay Out of $15.00, two No Sales and a Pay Out
 * of $60.00 a manager approved.
 */
export async function tradeShift({ t, call, manager, cashier, tillId }: ShiftApp, shiftId: string) {
  const expectStatus = <Answer extends { statusCode: number; body: string }>(response: Answer, status: number) => {
    if (response.statusCode !== status)
      throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
    return response;
  };
  const sales: { id: string; lines: { id: string }[] }[] = [];
  for (const lines of [
    [{ sku: 'PLT-002', quantity: 2 }],
    [{ sku: 'TLS-001', quantity: 1 }],
    [{ sku: 'SED-001', quantity: 3 }],
  ]) {
    const response = await call('POST', '/api/sales', cashier, await saleInput(t, tillId, lines, cashFor));
    sales.push(expectStatus(response, 200).json());
  }
  expectStatus(
    await call('POST', '/api/sales', cashier, await saleInput(t, tillId, [{ sku: 'POT-001', quantity: 1 }])),
    200,
  );
  const first = sales[0]!;
  expectStatus(
    await call('POST', '/api/refunds', manager, {
      id: randomUUID(),
      saleId: first.id,
      tillId,
      lines: [{ saleLineId: first.lines[0]?.id, quantity: 1 }],
      reason: 'Wilted',
    }),
    200,
  );
  expectStatus(
    await call('POST', '/api/voids', cashier, { id: randomUUID(), tillId, itemCount: 2, amountCents: 1598 }),
    204,
  );
  const movements = `/api/shifts/${shiftId}/cash-movements`;
  expectStatus(await call('POST', movements, cashier, move('pay_in', 2000, 'Change from the bank')), 201);
  expectStatus(await call('POST', movements, cashier, move('pay_out', 1500, 'Window cleaner')), 201);
  expectStatus(await call('POST', movements, cashier, move('no_sale', 0, '')), 201);
  expectStatus(await call('POST', movements, cashier, { id: randomUUID(), kind: 'no_sale' }), 201);
  expectStatus(
    await call('POST', movements, cashier, {
      ...move('pay_out', 6000, 'Plant delivery driver'),
      approval: { userId: 'user-manager', pin: '2222' },
    }),
    201,
  );
}
