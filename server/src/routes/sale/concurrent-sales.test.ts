import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, openPostgres } from '../../db/database';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { saleInput } from '../../test/sale-factory';
import { productsInStore } from '../../test/store-stock';

// Two server processes' worth of app (each with its own connections and writer) on one database, as a chain
// running several Tillwise servers on one PostgreSQL would: stock, order numbers and loyalty must stay exact.
let t: TestApp;
let second: Awaited<ReturnType<typeof buildApp>>;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await t.signInAs('cashier');
  const db = t.databaseUrl ? openPostgres(t.databaseUrl) : openDatabase(t.dataDir);
  second = await buildApp({ db, productName: 'Tillwise', dataDir: t.dataDir });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe('200 concurrent sales of one SKU', () => {
  it('keeps stock, order numbers and loyalty exact', async () => {
    const sku = 'SED-001';
    const before = await productsInStore(t.db).where('sku', '=', sku).executeTakeFirstOrThrow();
    const customer = await t.db
      .selectFrom('customers')
      .select(['id', 'loyalty_points'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const counter = await t.db
      .selectFrom('counters')
      .select('value')
      .where('name', '=', 'order_number')
      .executeTakeFirstOrThrow();

    const sales = await Promise.all(
      Array.from({ length: 200 }, async () => ({
        ...(await saleInput(t, 'till-1', [{ sku, quantity: 2 }])),
        customerId: customer.id,
      })),
    );
    const responses = await Promise.all(
      sales.map((sale, index) =>
        (index % 2 === 0 ? t.app : second).inject({
          method: 'POST',
          url: '/api/sales',
          payload: sale,
          headers: { cookie },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(sales.map(() => 200));

    const after = await productsInStore(t.db).where('id', '=', before.id).executeTakeFirstOrThrow();
    expect(after.stock).toBe(before.stock - 400);
    const numbers = responses.map((response) => response.json().number as string);
    expect(new Set(numbers).size).toBe(200);
    const last = await t.db
      .selectFrom('counters')
      .select('value')
      .where('name', '=', 'order_number')
      .executeTakeFirstOrThrow();
    expect(Number(last.value)).toBe(Number(counter.value) + 200);
    const earned = responses.reduce((sum, response) => sum + (response.json().loyaltyEarned as number), 0);
    const points = await t.db
      .selectFrom('customers')
      .select('loyalty_points')
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(points.loyalty_points).toBe(customer.loyalty_points + earned);
    const movements = await t.db
      .selectFrom('stock_movements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(
        'reference',
        'in',
        sales.map((sale) => sale.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(movements.n)).toBe(200);
  });
});
