import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { addDays, businessDate } from '@tillwise/core/report/business-date';
import { buildShiftFigures } from '@tillwise/core/shift/shift-figures';
import { buildApp } from '../../app';
import { openDatabase, openPostgres } from '../../db/database';
import { findActiveShift } from '../../db/repositories/shift-repository';
import { findShiftTotals } from '../../db/repositories/shift-totals-repository';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { productsInStore } from '../../test/store-stock';

// The layaway tests' store: a test app, a second server on the same database, and the calls a till makes.

export type Layaway = {
  id: string;
  number: string;
  status: string;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  cancellationFeeCents: number;
  orderId: string | null;
  orderNumber: string | null;
  payments: { kind: string; method: string | null; amountCents: number }[];
};

/** Filled before a file's tests: the test app, its staff's cookies and a second server. */
export const L = {} as {
  t: TestApp;
  cashier: string;
  manager: string;
  second: Awaited<ReturnType<typeof buildApp>>;
};

/** Starts the store for the calling test file and closes it after. */
export function useLayawayStore() {
  beforeAll(async () => {
    L.t = await buildTestApp();
    L.cashier = await L.t.signInAs('cashier');
    L.manager = await L.t.signInAs('manager');
    const db = L.t.databaseUrl ? openPostgres(L.t.databaseUrl) : openDatabase(L.t.dataDir);
    L.second = await buildApp({ db, productName: 'Tillwise', dataDir: L.t.dataDir });
  });
  afterAll(async () => {
    await L.second?.close();
    await L.t?.close();
  });
}

export const inject = (app: TestApp['app'], method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
export const today = () => businessDate(new Date(), 'America/New_York');
export const stockOf = async (id: string) =>
  (await productsInStore(L.t.db).where('id', '=', id).executeTakeFirstOrThrow()).stock;
export const lines = [
  { productId: 'prod-monstera', quantity: 2, discount: { kind: 'percent', percent: 10 } },
  { productId: 'prod-lavender', quantity: 3 },
];
export const makeLayaway = (deposit: object = {}, extra: object = {}, cookie = L.cashier) =>
  inject(L.t.app, 'POST', '/api/layaways', cookie, {
    id: randomUUID(),
    tillId: 'till-1',
    customerId: 'cust-james',
    dueDate: addDays(today(), 30),
    lines,
    note: 'Collect before Christmas',
    deposit: { id: randomUUID(), method: 'cash', amountCents: 3_000, tenderedCents: 5_000, ...deposit },
    ...extra,
  });
export const pay = (layaway: Layaway, payment: object, app = L.t.app, cookie = L.cashier) =>
  inject(app, 'POST', `/api/layaways/${layaway.id}/payments`, cookie, {
    id: randomUUID(),
    tillId: 'till-1',
    method: 'card',
    ...payment,
  });
/** Till 1's open shift's figures now. */
export const drawer = async () => {
  const shift = (await findActiveShift(L.t.db, 'till-1'))!;
  return buildShiftFigures(await findShiftTotals(L.t.db, shift.id, shift.opening_float_cents));
};
export const count = async (table: 'layaways' | 'layaway_payments' | 'orders') =>
  Number(
    (
      await L.t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
