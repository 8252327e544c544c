import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { businessDate } from '@tillwise/core/report/business-date';
import { buildShiftFigures } from '@tillwise/core/shift/shift-figures';
import { buildApp } from '../../app';
import { openDatabase, openPostgres } from '../../db/database';
import { findActiveShift } from '../../db/repositories/shift-repository';
import { findShiftTotals } from '../../db/repositories/shift-totals-repository';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { productsInStore } from '../../test/store-stock';

// The special-order tests' store: a test app, a second server on the same database, and the calls staff make.

export type SpecialOrder = {
  id: string;
  number: string;
  status: string;
  productId: string;
  quantity: number;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  cashBalanceCents: number;
  purchaseOrder: { id: string; number: string; status: string } | null;
  orderId: string | null;
  orderNumber: string | null;
  payments: { kind: string; method: string; amountCents: number }[];
};

/** Filled before a file's tests: the test app, its staff's cookies and a second server. */
export const S = {} as {
  t: TestApp;
  cashier: string;
  manager: string;
  inventory: string;
  second: Awaited<ReturnType<typeof buildApp>>;
};

/** Starts the store for the calling test file and closes it after. */
export function useSpecialOrderStore() {
  beforeAll(async () => {
    S.t = await buildTestApp();
    [S.cashier, S.manager, S.inventory] = await Promise.all([
      S.t.signInAs('cashier'),
      S.t.signInAs('manager'),
      S.t.signInAs('inventory'),
    ]);
    const db = S.t.databaseUrl ? openPostgres(S.t.databaseUrl) : openDatabase(S.t.dataDir);
    S.second = await buildApp({ db, productName: 'Tillwise', dataDir: S.t.dataDir });
  });
  afterAll(async () => {
    await S.second?.close();
    await S.t?.close();
  });
}

export const inject = (app: TestApp['app'], method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
export const today = () => businessDate(new Date(), 'America/New_York');
export const stockOf = async (id: string) =>
  (await productsInStore(S.t.db).where('id', '=', id).executeTakeFirstOrThrow()).stock;

export const order = (extra: object = {}, cookie = S.cashier) =>
  inject(S.t.app, 'POST', '/api/special-orders', cookie, {
    id: randomUUID(),
    tillId: 'till-1',
    customerId: 'cust-james',
    productId: 'prod-monstera',
    quantity: 2,
    note: 'The large one, please',
    ...extra,
  });
export const deposit = (amountCents: number, method = 'cash', tenderedCents?: number) => ({
  id: randomUUID(),
  method,
  amountCents,
  tenderedCents: tenderedCents ?? (method === 'cash' ? amountCents : null),
});
export const collect = (specialOrder: { id: string }, method = 'card', app = S.t.app, extra: object = {}) =>
  inject(app, 'POST', `/api/special-orders/${specialOrder.id}/collect`, S.cashier, {
    id: randomUUID(),
    tillId: 'till-1',
    method,
    ...extra,
  });
export const cancel = (specialOrder: { id: string }, cookie = S.manager) =>
  inject(S.t.app, 'POST', `/api/special-orders/${specialOrder.id}/cancel`, cookie, { tillId: 'till-1' });

/** Sends the purchase order and books goods in against it. */
export async function receive(purchaseOrderId: string, lines: { productId: string; quantity: number }[]) {
  const po = (await inject(S.t.app, 'GET', `/api/purchase-orders/${purchaseOrderId}`, S.inventory)).json();
  if (po.status === 'draft') await inject(S.t.app, 'POST', `/api/purchase-orders/${purchaseOrderId}/send`, S.inventory);
  return inject(S.t.app, 'POST', `/api/purchase-orders/${purchaseOrderId}/receipts`, S.inventory, { lines });
}
export const purchaseOrderLine = async (purchaseOrderId: string, productId: string) =>
  S.t.db
    .selectFrom('purchase_order_lines')
    .selectAll()
    .where('purchase_order_id', '=', purchaseOrderId)
    .where('product_id', '=', productId)
    .executeTakeFirst();

/** Till 1's open shift's figures now. */
export const drawer = async () => {
  const shift = (await findActiveShift(S.t.db, 'till-1'))!;
  return buildShiftFigures(await findShiftTotals(S.t.db, shift.id, shift.opening_float_cents));
};
export const count = async (table: 'special_orders' | 'special_order_payments' | 'orders' | 'purchase_order_lines') =>
  Number(
    (
      await S.t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
