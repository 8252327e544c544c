import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountPage } from '@tillwise/core/account/account-list-schemas';
import { dropAppendOnly, makeAppendOnly } from '../../db/append-only';
import type { TestApp } from '../../test/build-test-app';
import { buildTenderApp } from '../sale/tenders.fixtures';
import type { RecordedSale, TenderApp } from '../sale/tenders.fixtures';

// The Trade accounts list (issue 45): every customer with an account, found by name and by status — owing, overdue
// (an invoice unpaid past its due date), paid up — with what each owes and how much of it is overdue.
let tenderApp: TenderApp;
let t: TestApp;
let cashier: string;
beforeAll(async () => {
  tenderApp = await buildTenderApp();
  t = tenderApp.t;
  cashier = await t.signInAs('cashier');
});
afterAll(async () => {
  await tenderApp?.t.close();
});

const setAccount = (customerId: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/customers/${customerId}/account`,
    headers: { cookie: tenderApp.manager },
    payload,
  });
const list = async (query = '') =>
  (
    await t.app.inject({ method: 'GET', url: `/api/accounts?${query}`, headers: { cookie: cashier } })
  ).json() as AccountPage;
const names = (page: AccountPage) => page.items.map((item) => item.customerName);

describe('the trade accounts list', () => {
  it('lists accounts with what they owe, and finds them by name and by status', async () => {
    await setAccount('cust-james', { creditLimitCents: 50_000, termsDays: 30 });
    await setAccount('cust-emma', { creditLimitCents: 20_000, termsDays: 14 });
    await setAccount('cust-sofia', { creditLimitCents: 10_000, termsDays: 30 });
    const old = (
      await tenderApp.sell(2, (due) => [{ method: 'account', amountCents: due }], { customerId: 'cust-james' })
    ).json() as RecordedSale;
    const recent = (
      await tenderApp.sell(1, (due) => [{ method: 'account', amountCents: due }], { customerId: 'cust-james' })
    ).json() as RecordedSale;
    const emma = (
      await tenderApp.sell(1, (due) => [{ method: 'account', amountCents: due }], { customerId: 'cust-emma' })
    ).json() as RecordedSale;
    // James's first invoice was sold long ago (the ledger is append-only: opened for this test's setting only).
    const raw = t.db as unknown as Kysely<unknown>;
    await dropAppendOnly(raw, 'account_ledger');
    await t.db.updateTable('account_ledger').set({ due_date: '2020-01-01' }).where('order_id', '=', old.id).execute();
    await makeAppendOnly(raw, 'account_ledger');

    const all = await list();
    expect(names(all)).toEqual(['Emma Thompson', 'James Carter', 'Sofia Martinez']);
    expect(all.items.find((item) => item.customerId === 'cust-james')).toMatchObject({
      creditLimitCents: 50_000,
      termsDays: 30,
      balanceCents: old.totalCents + recent.totalCents,
      availableCents: 50_000 - old.totalCents - recent.totalCents,
      overdueCents: old.totalCents,
      oldestDueDate: '2020-01-01',
      status: 'overdue',
    });
    expect(all.items.find((item) => item.customerId === 'cust-emma')).toMatchObject({
      balanceCents: emma.totalCents,
      overdueCents: 0,
      status: 'owing',
    });
    expect(all.items.find((item) => item.customerId === 'cust-sofia')).toMatchObject({
      balanceCents: 0,
      status: 'clear',
    });
    expect(names(await list('status=overdue'))).toEqual(['James Carter']);
    expect(names(await list('status=owing'))).toEqual(['Emma Thompson', 'James Carter']);
    expect(names(await list('status=clear'))).toEqual(['Sofia Martinez']);
    expect(names(await list('q=SOF'))).toEqual(['Sofia Martinez']);

    // Paying part of the old invoice leaves the rest of it overdue.
    const paid = await tenderApp.post('/api/customers/cust-james/account/payments', {
      id: randomUUID(),
      tillId: null,
      amountCents: 500,
      method: 'card',
    });
    expect(paid.statusCode).toBe(201);
    const james = (await list('q=james')).items[0]!;
    expect(james).toMatchObject({
      overdueCents: old.totalCents - 500,
      balanceCents: old.totalCents + recent.totalCents - 500,
    });
  });

  it('refuses a status it does not know, and is closed to staff who cannot see customers', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/accounts?status=late', headers: { cookie: cashier } });
    expect(bad.statusCode).toBe(400);
    const inventory = await t.signInAs('inventory');
    const closed = await t.app.inject({ method: 'GET', url: '/api/accounts', headers: { cookie: inventory } });
    expect(closed.statusCode).toBe(403);
  });
});
