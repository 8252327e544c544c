import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { saleInput } from '../../test/sale-factory';

// Each sale and return is capped at $1,000,000, but a day's takings, a customer's store credit and stock on hand add
// many of them up: past $21,474,836.47 a 32-bit column (PostgreSQL's integer, before migration 034) overflowed and
// the sale or return that crossed it failed with a server error.

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.signInAs('manager');
  const created = await post('/api/products', {
    name: 'Ride-on Mower Fleet',
    sku: 'FLEET-1',
    priceCents: 9_000_000,
    taxRate: 8.25,
    categoryId: 'cat-tools',
    stock: 1000,
  });
  expect(created.statusCode).toBe(201);
});
afterAll(() => t?.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie: manager } });
const largestInt32 = 2 ** 31 - 1;
const times = 28;

describe('running totals past $21,474,836.47', () => {
  it('a day of $810,000 sales (before tax) is recorded sale after sale, and the day’s figures add every one', async () => {
    const totals: number[] = [];
    for (let n = 0; n < times; n++) {
      const input = await saleInput(t, 'till-1', [{ sku: 'FLEET-1', quantity: 9 }]);
      const response = await post('/api/sales', input);
      expect(response.statusCode, response.body).toBe(200);
      const sale = response.json();
      totals.push(sale.totalCents - sale.taxCents);
    }
    const takings = totals.reduce((sum, total) => sum + total, 0);
    expect(takings).toBeGreaterThan(largestInt32);
    const day = await t.db
      .selectFrom('daily_sales')
      .select((eb) => eb.fn.sum<number>('gross_cents').as('gross'))
      .executeTakeFirstOrThrow();
    expect(Number(day.gross)).toBeGreaterThanOrEqual(takings);
  });

  it('returns as store credit keep adding to one customer’s balance', async () => {
    const before = await credit();
    let given = 0;
    for (let n = 0; n < times; n++) {
      const response = await post('/api/returns', {
        id: randomUUID(),
        tillId: 'till-1',
        lines: [{ productId: await fleetId(), quantity: 9 }],
        tender: 'store_credit',
        customerId: 'cust-noah',
        reason: 'Fleet returned',
      });
      expect(response.statusCode, response.body).toBe(200);
      given += response.json().amountCents;
    }
    expect(before + given).toBeGreaterThan(largestInt32);
    expect(await credit()).toBe(before + given);
  });
});

const fleetId = async () =>
  (await t.db.selectFrom('products').select('id').where('sku', '=', 'FLEET-1').executeTakeFirstOrThrow()).id;
const credit = async () =>
  (
    await t.db
      .selectFrom('customers')
      .select('store_credit_cents')
      .where('id', '=', 'cust-noah')
      .executeTakeFirstOrThrow()
  ).store_credit_cents;
