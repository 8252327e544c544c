import { describe, expect, it } from 'vitest';
import { addDays } from '@tillwise/core/report/business-date';
import { productsInStore } from '../../test/store-stock';
import { drawer, inject, L, makeLayaway, pay, stockOf, today, useLayawayStore } from './layaways.fixtures';
import type { Layaway } from './layaways.fixtures';

// Layaways (issue 45), after the deposit: cancelled with the store's fee, found by status and customer, overdue on
// the Dashboard, counted by Finance, and each store's own in a chain.
useLayawayStore();

describe('cancelling a layaway', () => {
  it('keeps the store’s fee, gives back the rest card first and cash out of the drawer, and restocks', async () => {
    const layaway = (await makeLayaway({ amountCents: 4_000 })).json() as Layaway;
    await pay(layaway, { amountCents: 500 });
    const stockBefore = await stockOf('prod-monstera');
    const before = await drawer();
    const fee = Math.min(4_500, Math.round(layaway.totalCents / 10));
    const cancelled = await inject(L.t.app, 'POST', `/api/layaways/${layaway.id}/cancel`, L.manager, {
      tillId: 'till-1',
    });
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
    const again = await inject(L.t.app, 'POST', `/api/layaways/${layaway.id}/cancel`, L.manager, { tillId: 'till-1' });
    expect(again.json().payments).toHaveLength(5);
    const paid = await pay(layaway, { amountCents: 100 });
    expect(paid.statusCode).toBe(409);
  });

  it('lists them by status and customer, overdue once past the due date', async () => {
    const list = await inject(L.t.app, 'GET', '/api/layaways?status=cancelled', L.cashier);
    expect(list.json().items.every((l: Layaway) => l.status === 'cancelled')).toBe(true);
    const mine = await inject(L.t.app, 'GET', '/api/layaways?customerId=cust-james&q=LAY', L.cashier);
    expect(mine.json().total).toBeGreaterThanOrEqual(1);
    expect(mine.json().items.every((l: { customer: { id: string } }) => l.customer.id === 'cust-james')).toBe(true);
    const open = (await makeLayaway()).json() as Layaway;
    await L.t.db
      .updateTable('layaways')
      .set({ due_date: addDays(today(), -1) })
      .where('id', '=', open.id)
      .execute();
    const overdue = await inject(L.t.app, 'GET', '/api/layaways?status=overdue', L.cashier);
    expect(overdue.json().items.map((l: Layaway) => l.id)).toContain(open.id);
  });

  it('shows the overdue ones on the Dashboard, and Finance holds the deposits of open ones as a liability', async () => {
    const dashboard = (await inject(L.t.app, 'GET', '/api/dashboard', L.manager)).json();
    expect(dashboard.overdueLayaways.count).toBe(1);
    expect(dashboard.overdueLayaways.items[0]).toMatchObject({ customerName: 'James Carter' });
    const day = today();
    const finance = (await inject(L.t.app, 'GET', `/api/reports/finance?from=${day}&to=${day}`, L.manager)).json();
    const all = await L.t.db.selectFrom('layaway_payments').selectAll().execute();
    const layaways = await L.t.db.selectFrom('layaways').selectAll().execute();
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
    const riverside = await L.t.signInAs('manager');
    const moved = await inject(L.t.app, 'POST', '/api/session/store', riverside, { storeId: 'store-2' });
    expect(moved.statusCode).toBe(200);
    const ours = (await makeLayaway()).json() as Layaway;
    const monsteraHere = await stockOf('prod-monstera');
    const riversideStock = async () =>
      (await productsInStore(L.t.db, 'store-2').where('id', '=', 'prod-monstera').executeTakeFirstOrThrow()).stock;
    const before = await riversideStock();
    const theirs = await makeLayaway({ method: 'card' }, { tillId: 'till-r1' }, riverside);
    expect(theirs.statusCode).toBe(201);
    expect(await riversideStock()).toBe(before - 2);
    expect(await stockOf('prod-monstera')).toBe(monsteraHere);
    const listed = (await inject(L.t.app, 'GET', '/api/layaways', riverside)).json();
    expect(listed.items.map((l: Layaway) => l.id)).toEqual([theirs.json().id]);
    const across = await pay(ours, { tillId: 'till-r1', amountCents: 100 }, L.t.app, riverside);
    expect(across.statusCode).toBe(400);
    expect(across.json().error).toBe(`Layaway ${ours.number} was made at Greenleaf Garden Centre: take it there`);
    const tillOfAnother = await pay(ours, { tillId: 'till-r1', amountCents: 100 });
    expect(tillOfAnother.json().error).toBe('Unknown till');
  });
});
