import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShiftFigures } from '@tillwise/core/shift/shift-figures';
import { buildApp } from '../../app';
import { openDatabase, openPostgres } from '../../db/database';
import { findActiveShift } from '../../db/repositories/shift-repository';
import { findShiftTotals } from '../../db/repositories/shift-totals-repository';
import { writeCounts } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { buildTenderApp } from '../sale/tenders.fixtures';
import type { RecordedSale, TenderApp } from '../sale/tenders.fixtures';

// Trade accounts (issue 45): a customer a manager gives an account buys on account up to its limit, pays later at a
// till or in the back office, and a refund takes what the sale put on the account off it.
let tenderApp: TenderApp;
let t: TestApp;
let cashier: string;
let second: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  tenderApp = await buildTenderApp();
  t = tenderApp.t;
  cashier = await t.signInAs('cashier');
  const db = t.databaseUrl ? openPostgres(t.databaseUrl) : openDatabase(t.dataDir);
  second = await buildApp({ db, productName: 'Tillwise', dataDir: t.dataDir });
});
afterAll(async () => {
  await second?.close();
  await tenderApp?.t.close();
});

const account = (customerId: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/customers/${customerId}/account${query}`, headers: { cookie: cashier } });
const setAccount = (customerId: string, payload: object, cookie = tenderApp.manager) =>
  t.app.inject({ method: 'PUT', url: `/api/customers/${customerId}/account`, headers: { cookie }, payload });
const pay = (customerId: string, payload: object) =>
  tenderApp.post(`/api/customers/${customerId}/account/payments`, { id: randomUUID(), tillId: null, ...payload });
const onAccount = (quantity: number, customerId: string) =>
  tenderApp.sell(quantity, (due) => [{ method: 'account', amountCents: due }], { customerId });
const balance = async (customerId: string) =>
  Number(
    (
      await t.db
        .selectFrom('customers')
        .select('account_balance_cents')
        .where('id', '=', customerId)
        .executeTakeFirstOrThrow()
    ).account_balance_cents,
  );

describe('opening a trade account', () => {
  it('lets a manager give a customer a limit and terms, and not a cashier; bad input changes nothing', async () => {
    expect((await account('cust-james')).json()).toMatchObject({ creditLimitCents: null, balanceCents: 0 });
    const refused = await setAccount('cust-james', { creditLimitCents: 50_000, termsDays: 30 }, cashier);
    expect(refused.statusCode).toBe(403);
    const before = await writeCounts(t);
    const bad = await setAccount('cust-james', { creditLimitCents: -1, termsDays: 30 });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toMatch(/The credit limit cannot be below \$0.00/);
    expect(await writeCounts(t)).toEqual(before);

    const opened = await setAccount('cust-james', { creditLimitCents: 50_000, termsDays: 30 });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      creditLimitCents: 50_000,
      termsDays: 30,
      balanceCents: 0,
      availableCents: 50_000,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/customers/cust-james', headers: { cookie: cashier } })).json()
        .account,
    ).toEqual({
      creditLimitCents: 50_000,
      termsDays: 30,
      balanceCents: 0,
      availableCents: 50_000,
    });
    const audit = await t.db.selectFrom('audit_log').select('action').where('action', '=', 'account.changed').execute();
    expect(audit).toHaveLength(1);
  });
});

describe('selling on account', () => {
  it('puts a sale on the account as an invoice due after the terms, and refuses one past the limit', async () => {
    await setAccount('cust-sofia', { creditLimitCents: 5_000, termsDays: 14 });
    const sold = await onAccount(2, 'cust-sofia');
    expect(sold.statusCode).toBe(200);
    const sale = sold.json() as RecordedSale;
    expect(sale.payments).toMatchObject([{ method: 'account', amountCents: sale.totalCents }]);
    expect(await balance('cust-sofia')).toBe(sale.totalCents);
    const invoice = await t.db
      .selectFrom('account_ledger')
      .selectAll()
      .where('order_id', '=', sale.id)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({
      kind: 'invoice',
      amount_cents: sale.totalCents,
      balance_after_cents: sale.totalCents,
    });
    const day = new Date(`${invoice.business_date}T00:00:00Z`);
    expect(invoice.due_date).toBe(new Date(day.getTime() + 14 * 86_400_000).toISOString().slice(0, 10));

    const before = await writeCounts(t);
    const over = await onAccount(3, 'cust-sofia');
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe(
      `Sofia Martinez has only $${((5_000 - sale.totalCents) / 100).toFixed(2)} of credit left on account`,
    );
    expect(await writeCounts(t)).toEqual(before);
    expect(await balance('cust-sofia')).toBe(sale.totalCents);
  });

  it('refuses a customer without an account, a walk-in, and a till offline', async () => {
    const before = await writeCounts(t);
    const none = await onAccount(1, 'cust-liam');
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatch(/has no trade account$/);
    const walkIn = await tenderApp.sell(1, (due) => [{ method: 'account', amountCents: due }]);
    expect(walkIn.statusCode).toBe(400);
    expect(walkIn.json().error).toBe('Attach a customer with a trade account to sell on account');
    expect(await writeCounts(t)).toEqual(before);
  });

  it('lets only one of two tills on two servers take the last of the limit', async () => {
    const total = await tenderApp.lavenderTotal(2);
    await setAccount('cust-grace', { creditLimitCents: total + total / 2, termsDays: 30 });
    const body = () => ({
      id: randomUUID(),
      tillId: 'till-1',
      customerId: 'cust-grace',
      lines: [{ productId: 'prod-lavender', quantity: 2 }],
      payments: [{ method: 'account', amountCents: total }],
      expectedTotalCents: total,
    });
    const responses = await Promise.all(
      [t.app, second, t.app, second].map((app) =>
        app.inject({ method: 'POST', url: '/api/sales', headers: { cookie: tenderApp.manager }, payload: body() }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400, 400, 400]);
    expect(await balance('cust-grace')).toBe(total);
  });
});

describe('payments and refunds on account', () => {
  it('pays the oldest invoices first, cash into the till’s drawer, and a refund takes its sale off', async () => {
    await setAccount('cust-noah', { creditLimitCents: 100_000, termsDays: 30 });
    const first = (await onAccount(1, 'cust-noah')).json() as RecordedSale;
    const secondSale = (await onAccount(2, 'cust-noah')).json() as RecordedSale;
    const owed = first.totalCents + secondSale.totalCents;
    expect(await balance('cust-noah')).toBe(owed);

    const shift = (await findActiveShift(t.db, 'till-1'))!;
    const drawerBefore = buildShiftFigures(await findShiftTotals(t.db, shift.id, shift.opening_float_cents)).drawer;
    const noTill = await pay('cust-noah', { amountCents: 100, method: 'cash' });
    expect(noTill.statusCode).toBe(400);
    const paid = await pay('cust-noah', { amountCents: first.totalCents + 100, method: 'cash', tillId: 'till-1' });
    expect(paid.statusCode).toBe(201);
    const statement = paid.json().statement;
    expect(paid.json().balanceCents).toBe(owed - first.totalCents - 100);
    const invoices = statement.entries.filter((entry: { kind: string }) => entry.kind === 'invoice');
    expect(invoices.map((entry: { openCents: number }) => entry.openCents)).toEqual([0, secondSale.totalCents - 100]);
    const drawer = buildShiftFigures(await findShiftTotals(t.db, shift.id, shift.opening_float_cents)).drawer;
    expect(drawer.accountPaymentsCents - drawerBefore.accountPaymentsCents).toBe(first.totalCents + 100);
    expect(drawer.expectedCents - drawerBefore.expectedCents).toBe(first.totalCents + 100);

    const refund = await tenderApp.refundAll(secondSale);
    expect(refund.statusCode).toBe(200);
    expect(await balance('cust-noah')).toBe(-100);
    const after = (await account('cust-noah')).json();
    expect(after.statement.entries.map((entry: { kind: string }) => entry.kind)).toEqual([
      'invoice',
      'invoice',
      'payment',
      'refund',
    ]);
    expect(after.statement.closingBalanceCents).toBe(-100);
    expect(after.statement.ageing).toEqual({ current: 0, days30: 0, days60: 0, days90: 0 });
  });

  it('answers a resent payment as recorded, and refuses bad input without writing', async () => {
    await setAccount('cust-ava', { creditLimitCents: 10_000, termsDays: 30 });
    const sold = (await onAccount(1, 'cust-ava')).json() as RecordedSale;
    const body = { id: randomUUID(), tillId: null, amountCents: 500, method: 'cheque', reference: 'CHQ 1001' };
    expect((await tenderApp.post('/api/customers/cust-ava/account/payments', body)).statusCode).toBe(201);
    expect((await tenderApp.post('/api/customers/cust-ava/account/payments', body)).statusCode).toBe(201);
    expect(await balance('cust-ava')).toBe(sold.totalCents - 500);
    const before = await writeCounts(t);
    for (const bad of [
      { amountCents: 0, method: 'card' },
      { amountCents: 100, method: 'bitcoin' },
      { amountCents: 100, method: 'cash' },
    ]) {
      const response = await pay('cust-ava', bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
    expect((await pay('cust-liam', { amountCents: 100, method: 'card' })).statusCode).toBe(400);
    expect(await writeCounts(t)).toEqual(before);
  });

  it('shows the statement of a range: opening balance, its entries, closing balance and ageing at its end', async () => {
    const today = (await account('cust-ava')).json().statement.to as string;
    const later = await account('cust-ava', `?from=${today}&to=${today}`);
    expect(later.json().statement.openingBalanceCents).toBe(0);
    const earlier = await account('cust-ava', '?from=2020-01-01&to=2020-01-31');
    expect(earlier.json().statement).toMatchObject({ openingBalanceCents: 0, closingBalanceCents: 0, entries: [] });
    const bad = await account('cust-ava', `?from=${today}&to=2020-01-01`);
    expect(bad.statusCode).toBe(400);
    expect((await account('cust-ava', '?from=yesterday')).statusCode).toBe(400);
  });
});

describe('Reports › Finance', () => {
  it('shows what trade customers owe at the range’s end, aged, equal to their balances', async () => {
    const today = (await account('cust-ava')).json().statement.to as string;
    const finance = (range: string) =>
      t.app.inject({ method: 'GET', url: `/api/reports/finance?${range}`, headers: { cookie: tenderApp.manager } });
    const owing = await t.db
      .selectFrom('customers')
      .select('account_balance_cents as cents')
      .where('account_balance_cents', '>', 0)
      .execute();
    const owed = owing.reduce((sum, row) => sum + Number(row.cents), 0);
    expect(owed).toBeGreaterThan(0);
    const now = await finance(`from=${today}&to=${today}`);
    expect(now.statusCode).toBe(200);
    expect(now.json().receivables).toEqual({
      owedCents: owed,
      current: owed,
      days30: 0,
      days60: 0,
      days90: 0,
      customers: owing.length,
    });
    // Before anything was sold on account, nobody owed anything.
    expect((await finance('from=2020-01-01&to=2020-01-31')).json().receivables).toMatchObject({
      owedCents: 0,
      current: 0,
    });
  });
});

describe('a payment for the invoices the customer names', () => {
  it('pays the invoice chosen before older ones, and the account lists what is still open', async () => {
    await setAccount('cust-emma', { creditLimitCents: 50_000, termsDays: 30 });
    const older = (await onAccount(1, 'cust-emma')).json() as RecordedSale & { number: string };
    const newer = (await onAccount(2, 'cust-emma')).json() as RecordedSale & { number: string };
    const before = (await account('cust-emma')).json();
    expect(before.openInvoices.map((i: { orderNumber: string }) => i.orderNumber)).toEqual([
      older.number,
      newer.number,
    ]);
    const chosen = before.openInvoices[1].id as string;

    const paid = await pay('cust-emma', { amountCents: newer.totalCents, method: 'card', invoiceIds: [chosen] });
    expect(paid.statusCode).toBe(201);
    // The newer invoice, named, is paid; the older one, not named, is still owed in full.
    expect(paid.json().openInvoices).toEqual([
      expect.objectContaining({
        orderNumber: older.number,
        amountCents: older.totalCents,
        openCents: older.totalCents,
      }),
    ]);
  });
});
