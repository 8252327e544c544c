import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDate } from '@tillwise/core/report/business-date';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { buildShiftFigures } from '@tillwise/core/shift/shift-figures';
import { buildApp } from '../../app';
import { openDatabase, openPostgres } from '../../db/database';
import { findActiveShift } from '../../db/repositories/shift-repository';
import { findShiftTotals } from '../../db/repositories/shift-totals-repository';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { productsInStore, setStock } from '../../test/store-stock';

// Layaways (issue 45): goods put by against a deposit (the store's least percentage), out of stock while put by,
// paid off at any till of the store, completed as a sale by the last payment, or cancelled with the store's fee.
let t: TestApp;
let cashier: string;
let manager: string;
let second: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await buildTestApp();
  cashier = await t.signInAs('cashier');
  manager = await t.signInAs('manager');
  const db = t.databaseUrl ? openPostgres(t.databaseUrl) : openDatabase(t.dataDir);
  second = await buildApp({ db, productName: 'Tillwise', dataDir: t.dataDir });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

type Layaway = {
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

const inject = (app: typeof t.app, method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
const today = () => businessDate(new Date(), 'America/New_York');
const stockOf = async (id: string) =>
  (await productsInStore(t.db).where('id', '=', id).executeTakeFirstOrThrow()).stock;
const lines = [
  { productId: 'prod-monstera', quantity: 2, discount: { kind: 'percent', percent: 10 } },
  { productId: 'prod-lavender', quantity: 3 },
];
const makeLayaway = (deposit: object = {}, extra: object = {}, cookie = cashier) =>
  inject(t.app, 'POST', '/api/layaways', cookie, {
    id: randomUUID(),
    tillId: 'till-1',
    customerId: 'cust-james',
    dueDate: addDays(today(), 30),
    lines,
    note: 'Collect before Christmas',
    deposit: { id: randomUUID(), method: 'cash', amountCents: 3_000, tenderedCents: 5_000, ...deposit },
    ...extra,
  });
const pay = (layaway: Layaway, payment: object, app = t.app, cookie = cashier) =>
  inject(app, 'POST', `/api/layaways/${layaway.id}/payments`, cookie, {
    id: randomUUID(),
    tillId: 'till-1',
    method: 'card',
    ...payment,
  });
const drawer = async () => {
  const shift = (await findActiveShift(t.db, 'till-1'))!;
  return buildShiftFigures(await findShiftTotals(t.db, shift.id, shift.opening_float_cents));
};
const count = async (table: 'layaways' | 'layaway_payments' | 'orders') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('putting goods on layaway', () => {
  it('prices the cart as the sale would be, takes the deposit into the drawer and the goods out of stock', async () => {
    await setStock(t.db, 'prod-monstera', 10);
    const [monsteraBefore, lavenderBefore, figuresBefore] = await Promise.all([
      stockOf('prod-monstera'),
      stockOf('prod-lavender'),
      drawer(),
    ]);
    const response = await makeLayaway();
    expect(response.statusCode).toBe(201);
    const layaway = response.json() as Layaway;
    const products = await productsInStore(t.db).where('id', 'in', ['prod-monstera', 'prod-lavender']).execute();
    const price = (id: string) => products.find((p) => p.id === id)!;
    const expected = cartTotals([
      {
        unitPriceCents: price('prod-monstera').price_cents,
        quantity: 2,
        taxRate: price('prod-monstera').tax_rate_bps / 100,
        discount: { kind: 'percent', percent: 10 },
      },
      {
        unitPriceCents: price('prod-lavender').price_cents,
        quantity: 3,
        taxRate: price('prod-lavender').tax_rate_bps / 100,
      },
    ]);
    expect(layaway).toMatchObject({
      number: expect.stringMatching(/^LAY-\d{4}$/),
      status: 'open',
      totalCents: expected.totalCents,
      paidCents: 3_000,
      balanceCents: expected.totalCents - 3_000,
      payments: [{ kind: 'deposit', method: 'cash', amountCents: 3_000 }],
    });
    expect(await stockOf('prod-monstera')).toBe(monsteraBefore - 2);
    expect(await stockOf('prod-lavender')).toBe(lavenderBefore - 3);
    const figures = await drawer();
    expect(figures.drawer.expectedCents - figuresBefore.drawer.expectedCents).toBe(3_000);
    expect(figures.drawer.layawayCashCents - figuresBefore.drawer.layawayCashCents).toBe(3_000);
    const listed = await inject(t.app, 'GET', '/api/products?q=Monstera', manager);
    expect(listed.json().items.find((p: { id: string }) => p.id === 'prod-monstera').reserved).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('refuses a deposit under the store’s least, a past due date, no customer or cash without a shift; writes nothing', async () => {
    const before = await Promise.all([count('layaways'), count('layaway_payments'), stockOf('prod-monstera')]);
    const small = await makeLayaway({ amountCents: 100 });
    expect(small.statusCode).toBe(400);
    expect(small.json().error).toMatch(/^The deposit must be at least \$\d+\.\d\d \(20 %\)$/);
    const past = await makeLayaway({}, { dueDate: today() });
    expect(past.json()).toMatchObject({ error: 'The due date must be after today' });
    const nobody = await makeLayaway({}, { customerId: undefined });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.body).toMatch(/Choose the customer the layaway is for/);
    const whole = await makeLayaway({ amountCents: 10_000_000 });
    expect(whole.json().error).toBe('That pays the whole price: sell it at the till instead');
    const noShift = await makeLayaway({}, { tillId: 'till-2' });
    expect(noShift.statusCode).toBe(400);
    expect(noShift.json().error).toMatch(/open a shift on this till first/);
    expect(await Promise.all([count('layaways'), count('layaway_payments'), stockOf('prod-monstera')])).toEqual(before);
  });
});

describe('paying off a layaway', () => {
  it('takes instalments, refuses more than is left, and the last payment completes it as a sale', async () => {
    const layaway = (await makeLayaway()).json() as Layaway;
    const stockBefore = await stockOf('prod-monstera');
    const figuresBefore = await drawer();
    const card = await pay(layaway, { amountCents: 1_500 });
    expect(card.statusCode).toBe(200);
    expect(card.json()).toMatchObject({ paidCents: 4_500, balanceCents: layaway.totalCents - 4_500 });
    const cash = await pay(layaway, { method: 'cash', amountCents: 1_000, tenderedCents: 2_000 });
    expect(cash.json().paidCents).toBe(5_500);
    const figures = await drawer();
    expect(figures.drawer.expectedCents - figuresBefore.drawer.expectedCents).toBe(1_000);
    const deposits = (f: typeof figures, method: string) =>
      f.layawayDeposits.find((row) => row.method === method)?.amountCents ?? 0;
    expect(deposits(figures, 'card') - deposits(figuresBefore, 'card')).toBe(1_500);

    const left = layaway.totalCents - 5_500;
    const over = await pay(layaway, { amountCents: left + 1 });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe(`Only $${(left / 100).toFixed(2)} is left to pay on ${layaway.number}`);

    const lastId = randomUUID();
    const last = await pay(layaway, { id: lastId, amountCents: left });
    expect(last.statusCode).toBe(200);
    const completed = last.json() as Layaway;
    expect(completed).toMatchObject({ status: 'completed', orderId: lastId, balanceCents: 0 });
    const sale = (await inject(t.app, 'GET', `/api/sales/${lastId}`, manager)).json();
    expect(sale).toMatchObject({ totalCents: layaway.totalCents, customer: { id: 'cust-james' } });
    expect(sale.payments.map((p: { method: string; amountCents: number }) => [p.method, p.amountCents])).toEqual([
      ['layaway', 5_500],
      ['card', left],
    ]);
    // Put by when laid away, back for the sale to take: stock is where the layaway left it.
    expect(await stockOf('prod-monstera')).toBe(stockBefore);
    const again = await pay(layaway, { id: lastId, amountCents: left });
    expect(again.json()).toMatchObject({ status: 'completed', orderId: lastId });
    const paidAfter = await pay(layaway, { amountCents: 100 });
    expect(paidAfter.statusCode).toBe(409);
  });

  it('lets only one of two tills on two servers pay the last of it', async () => {
    const layaway = (await makeLayaway()).json() as Layaway;
    const ordersBefore = await count('orders');
    const responses = await Promise.all([
      pay(layaway, { amountCents: layaway.balanceCents }, t.app),
      pay(layaway, { amountCents: layaway.balanceCents }, second, cashier),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await count('orders')).toBe(ordersBefore + 1);
  });

  it('refunds the completed sale’s layaway share as cash out of the drawer', async () => {
    const layaway = (await makeLayaway()).json() as Layaway;
    const done = (await pay(layaway, { amountCents: layaway.balanceCents })).json() as Layaway;
    const sale = (await inject(t.app, 'GET', `/api/sales/${done.orderId}`, manager)).json();
    const before = await drawer();
    const refund = await inject(t.app, 'POST', '/api/refunds', manager, {
      id: randomUUID(),
      saleId: sale.id,
      tillId: 'till-1',
      lines: sale.lines.map((line: { id: string; quantity: number }) => ({
        saleLineId: line.id,
        quantity: line.quantity,
      })),
    });
    expect(refund.statusCode).toBe(200);
    const tenders = refund
      .json()
      .tenders.map((x: { method: string; amountCents: number }) => [x.method, x.amountCents]);
    expect(tenders).toEqual([
      ['card', layaway.totalCents - 3_000],
      ['cash', 3_000],
    ]);
    expect(before.drawer.expectedCents - (await drawer()).drawer.expectedCents).toBe(3_000);
  });

  it('hands over goods taken off sale since, and takes the last of it in cash rounded as the store rounds', async () => {
    const layaway = (await makeLayaway()).json() as Layaway;
    await t.db.updateTable('products').set({ is_active: 0 }).where('id', '=', 'prod-lavender').execute();
    await t.db.updateTable('store').set({ cash_rounding_cents: 5 }).where('id', '=', 'store-1').execute();
    try {
      const left = layaway.balanceCents;
      const rounded = Math.round(left / 5) * 5;
      const shown = (await inject(t.app, 'GET', `/api/layaways/${layaway.id}`, cashier)).json();
      expect(shown.cashBalanceCents).toBe(rounded);
      const last = await pay(layaway, { method: 'cash', amountCents: left, tenderedCents: rounded + 500 });
      expect(last.statusCode).toBe(200);
      expect(last.json().status).toBe('completed');
      const sale = (await inject(t.app, 'GET', `/api/sales/${last.json().orderId}`, manager)).json();
      expect(sale.payments.find((p: { method: string }) => p.method === 'cash')).toMatchObject({
        amountCents: rounded,
        changeCents: 500,
      });
      expect(sale.cashRoundingCents).toBe(rounded - left);
    } finally {
      await t.db.updateTable('products').set({ is_active: 1 }).where('id', '=', 'prod-lavender').execute();
      await t.db.updateTable('store').set({ cash_rounding_cents: 0 }).where('id', '=', 'store-1').execute();
    }
  });

  it('refuses a layaway tender on any other sale', async () => {
    const sale = await inject(t.app, 'POST', '/api/sales', cashier, {
      id: randomUUID(),
      tillId: 'till-1',
      customerId: 'cust-james',
      lines: [{ productId: 'prod-lavender', quantity: 1 }],
      payments: [{ method: 'layaway', amountCents: 100 }],
      expectedTotalCents: 100,
    });
    expect(sale.statusCode).toBe(400);
  });
});

describe('cancelling a layaway', () => {
  it('keeps the store’s fee, gives back the rest card first and cash out of the drawer, and restocks', async () => {
    const layaway = (await makeLayaway({ amountCents: 4_000 })).json() as Layaway;
    await pay(layaway, { amountCents: 500 });
    const stockBefore = await stockOf('prod-monstera');
    const before = await drawer();
    const fee = Math.min(4_500, Math.round(layaway.totalCents / 10));
    const cancelled = await inject(t.app, 'POST', `/api/layaways/${layaway.id}/cancel`, manager, { tillId: 'till-1' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paidCents: 4_500, balanceCents: 0 });
    expect(cancelled.json().payments).toHaveLength(5);
    expect(cancelled.json().payments.slice(2)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'refund', method: 'card', amountCents: -500 }),
        expect.objectContaining({ kind: 'refund', method: 'cash', amountCents: -(4_000 - fee) }),
        expect.objectContaining({ kind: 'fee', method: null, amountCents: -fee }),
      ]),
    );
    expect(before.drawer.expectedCents - (await drawer()).drawer.expectedCents).toBe(4_000 - fee);
    expect(await stockOf('prod-monstera')).toBe(stockBefore + 2);
    const again = await inject(t.app, 'POST', `/api/layaways/${layaway.id}/cancel`, manager, { tillId: 'till-1' });
    expect(again.json().payments).toHaveLength(5);
    const paid = await pay(layaway, { amountCents: 100 });
    expect(paid.statusCode).toBe(409);
  });

  it('lists them by status and customer, overdue once past the due date', async () => {
    const list = await inject(t.app, 'GET', '/api/layaways?status=cancelled', cashier);
    expect(list.json().items.every((l: Layaway) => l.status === 'cancelled')).toBe(true);
    const mine = await inject(t.app, 'GET', '/api/layaways?customerId=cust-james&q=LAY', cashier);
    expect(mine.json().total).toBeGreaterThanOrEqual(5);
    const open = (await makeLayaway()).json() as Layaway;
    await t.db
      .updateTable('layaways')
      .set({ due_date: addDays(today(), -1) })
      .where('id', '=', open.id)
      .execute();
    const overdue = await inject(t.app, 'GET', '/api/layaways?status=overdue', cashier);
    expect(overdue.json().items.map((l: Layaway) => l.id)).toContain(open.id);
  });

  it('shows the overdue ones on the Dashboard, and Finance holds the deposits of open ones as a liability', async () => {
    const dashboard = (await inject(t.app, 'GET', '/api/dashboard', manager)).json();
    expect(dashboard.overdueLayaways.count).toBe(1);
    expect(dashboard.overdueLayaways.items[0]).toMatchObject({ customerName: 'James Carter' });
    const day = today();
    const finance = (await inject(t.app, 'GET', `/api/reports/finance?from=${day}&to=${day}`, manager)).json();
    const all = await t.db.selectFrom('layaway_payments').selectAll().execute();
    const layaways = await t.db.selectFrom('layaways').selectAll().execute();
    const sum = (kinds: string[]) =>
      Math.abs(all.filter((p) => kinds.includes(p.kind)).reduce((total, p) => total + Number(p.amount_cents), 0));
    expect(finance.layaways).toEqual({
      depositsCents: sum(['deposit', 'instalment']),
      refundsCents: sum(['refund']),
      feesCents: sum(['fee']),
      completedCents: layaways
        .filter((l) => l.status === 'completed')
        .reduce((total, l) => total + Number(l.paid_cents), 0),
    });
    expect(finance.liabilities.layawayDepositsCents).toBe(
      layaways.filter((l) => l.status === 'open').reduce((total, l) => total + Number(l.paid_cents), 0),
    );
    expect(finance.liabilities.layawayDepositsCents).toBeGreaterThan(0);
  });
});

describe('layaways in a chain', () => {
  it('are each store’s own: another store’s stock, list and till, and refused across stores', async () => {
    const riverside = await t.signInAs('manager');
    const moved = await inject(t.app, 'POST', '/api/session/store', riverside, { storeId: 'store-2' });
    expect(moved.statusCode).toBe(200);
    const ours = (await makeLayaway()).json() as Layaway;
    const monsteraHere = await stockOf('prod-monstera');
    const riversideStock = async () =>
      (await productsInStore(t.db, 'store-2').where('id', '=', 'prod-monstera').executeTakeFirstOrThrow()).stock;
    const before = await riversideStock();
    const theirs = await makeLayaway({ method: 'card' }, { tillId: 'till-r1' }, riverside);
    expect(theirs.statusCode).toBe(201);
    expect(await riversideStock()).toBe(before - 2);
    expect(await stockOf('prod-monstera')).toBe(monsteraHere);
    const listed = (await inject(t.app, 'GET', '/api/layaways', riverside)).json();
    expect(listed.items.map((l: Layaway) => l.id)).toEqual([theirs.json().id]);
    const across = await pay(ours, { tillId: 'till-r1', amountCents: 100 }, t.app, riverside);
    expect(across.statusCode).toBe(400);
    expect(across.json().error).toBe(`Layaway ${ours.number} was made at Greenleaf Garden Centre: take it there`);
    const tillOfAnother = await pay(ours, { tillId: 'till-r1', amountCents: 100 });
    expect(tillOfAnother.json().error).toBe('Unknown till');
  });
});
