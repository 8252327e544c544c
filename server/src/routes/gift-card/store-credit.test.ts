import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

let t: TestApp;
let cashier: string;
let manager: string;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  [cashier, manager, admin] = await Promise.all([t.signInAs('cashier'), t.signInAs('manager'), t.signInAs('admin')]);
});
afterAll(() => t?.close());

const get = (url: string, cookie = cashier) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const adjust = (customerId: string, payload: object, cookie = manager) =>
  t.app.inject({ method: 'POST', url: `/api/customers/${customerId}/store-credit`, headers: { cookie }, payload });

const count = async (table: 'store_credit_ledger' | 'audit_log') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/** What a refused adjustment must leave as it was. */
const written = async (customerId: string) => ({
  ledger: await count('store_credit_ledger'),
  audit: await count('audit_log'),
  balance: (
    await t.db.selectFrom('customers').select('store_credit_cents').where('id', '=', customerId).executeTakeFirst()
  )?.store_credit_cents,
});

describe('GET /api/customers/:id/store-credit', () => {
  it('shows a customer with none as a zero balance and an empty ledger', async () => {
    const response = await get('/api/customers/cust-emma/store-credit');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ customerId: 'cust-emma', balanceCents: 0, entries: [] });
    expect((await get('/api/customers/cust-emma')).json().storeCreditCents).toBe(0);
  });

  it('answers 404 for an unknown customer', async () => {
    const response = await get('/api/customers/nobody/store-credit');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Customer not found' });
  });
});

describe('POST /api/customers/:id/store-credit', () => {
  it('lets a manager add store credit with a reason: the balance, a ledger row and an audit entry', async () => {
    const response = await adjust('cust-emma', { amountCents: 2_500, reason: '  Late delivery  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      customerId: 'cust-emma',
      balanceCents: 2_500,
      entries: [
        {
          id: expect.any(String),
          kind: 'adjust',
          amountCents: 2_500,
          balanceAfterCents: 2_500,
          orderId: null,
          orderNumber: null,
          refundId: null,
          refundNumber: null,
          reason: 'Late delivery',
          at: expect.any(String),
          storeName: 'Greenleaf Garden Centre',
          staffName: 'Marcus Reid',
        },
      ],
    });
    expect(
      await t.db.selectFrom('store_credit_ledger').selectAll().where('customer_id', '=', 'cust-emma').execute(),
    ).toMatchObject([
      { kind: 'adjust', amount_cents: 2_500, balance_after_cents: 2_500, store_id: 'store-1', user_id: 'user-manager' },
    ]);
    expect(
      await t.db
        .selectFrom('audit_log')
        .select(['action', 'user_id', 'subject_type', 'subject_id', 'summary', 'details'])
        .where('action', '=', 'store_credit.adjusted')
        .execute(),
    ).toEqual([
      {
        action: 'store_credit.adjusted',
        user_id: 'user-manager',
        subject_type: 'customer',
        subject_id: 'cust-emma',
        summary: 'Emma Thompson · +$25.00 · Late delivery',
        details: JSON.stringify({
          customerId: 'cust-emma',
          amountCents: 2_500,
          before: 0,
          after: 2_500,
          reason: 'Late delivery',
        }),
      },
    ]);
    expect((await get('/api/customers/cust-emma')).json().storeCreditCents).toBe(2_500);
    const log = await get('/api/audit-log?action=store_credit.adjusted', admin);
    expect(log.json().items.map((entry: { summary: string }) => entry.summary)).toEqual([
      'Emma Thompson · +$25.00 · Late delivery',
    ]);
  });

  it('refuses taking more than the customer holds, and writes nothing', async () => {
    const before = await written('cust-emma');
    const response = await adjust('cust-emma', { amountCents: -2_501, reason: 'Typo' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Store credit cannot go below $0.00: the customer holds $25.00',
      details: [{ path: 'amountCents', message: 'Store credit cannot go below $0.00: the customer holds $25.00' }],
    });
    expect(await written('cust-emma')).toEqual(before);
  });

  it('takes store credit back down to zero', async () => {
    const response = await adjust('cust-emma', { amountCents: -2_500, reason: 'Given in error' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      balanceCents: 0,
      entries: [
        { kind: 'adjust', amountCents: -2_500, balanceAfterCents: 0, reason: 'Given in error' },
        { kind: 'adjust', amountCents: 2_500, balanceAfterCents: 2_500 },
      ],
    });
    const summaries = await t.db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', '=', 'store_credit.adjusted')
      .orderBy('occurred_at')
      .execute();
    expect(summaries.map((row) => row.summary)).toContain('Emma Thompson · −$25.00 · Given in error');
  });

  it.each([
    [{ amountCents: 0, reason: 'Nothing' }, 'amountCents', 'Enter an amount other than $0.00'],
    [{ amountCents: 250, reason: '   ' }, 'reason', 'Say why the store credit changes'],
    [{ amountCents: 250 }, 'reason', 'Say why the store credit changes'],
    [{ amountCents: 2.5, reason: 'Half a cent' }, 'amountCents', 'Enter whole cents'],
    [{ amountCents: '250', reason: 'Text' }, 'amountCents', 'Enter an amount like 10.00'],
    [{ amountCents: 1_000_001, reason: 'Too much' }, 'amountCents', 'Adjust by at most $10,000.00 at a time'],
  ])('answers 400 for %j and writes nothing', async (payload, path, message) => {
    const before = await written('cust-james');
    const response = await adjust('cust-james', payload);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().error).toBe('string');
    expect(response.json().details).toContainEqual({ path, message });
    expect(await written('cust-james')).toEqual(before);
  });

  it('answers 404 for an unknown customer and writes nothing', async () => {
    const before = await written('cust-james');
    const response = await adjust('nobody', { amountCents: 100, reason: 'Goodwill' });
    expect(response.statusCode).toBe(404);
    expect(await written('cust-james')).toEqual(before);
  });

  it('is for managers: a cashier, who manages customers, may look but not adjust', async () => {
    const before = await written('cust-james');
    const response = await adjust('cust-james', { amountCents: 100, reason: 'Goodwill' }, cashier);
    expect(response.statusCode).toBe(403);
    expect(await written('cust-james')).toEqual(before);
    expect((await get('/api/customers/cust-james/store-credit', cashier)).statusCode).toBe(200);
    expect((await adjust('cust-james', { amountCents: 100, reason: 'Goodwill' }, admin)).statusCode).toBe(200);
  });
});
