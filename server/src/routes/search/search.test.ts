import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const search = async (role: 'admin' | 'cashier' | 'inventory', q: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}`,
    headers: { cookie: await t.signInAs(role) },
  });

describe('GET /api/search', () => {
  it('finds products by name, orders by number and customers by name, five of each at most', async () => {
    const customer = await t.db
      .selectFrom('customers')
      .select(['id', 'name'])
      .orderBy('name')
      .executeTakeFirstOrThrow();
    const order = await t.db
      .selectFrom('orders')
      .select(['id', 'number'])
      .where('store_id', '=', 'store-1')
      .orderBy('number', 'desc')
      .executeTakeFirstOrThrow();

    const byProduct = (await search('admin', 'lavender')).json();
    expect(byProduct.products.map((p: { name: string }) => p.name)).toEqual([expect.stringMatching(/lavender/i)]);

    const byOrder = (await search('admin', order.number)).json();
    expect(byOrder.orders.map((o: { id: string }) => o.id)).toEqual([order.id]);

    const byCustomer = (await search('admin', customer.name.toUpperCase())).json();
    expect(byCustomer.customers.map((c: { id: string }) => c.id)).toContain(customer.id);

    const broad = (await search('admin', 'ORD-')).json();
    expect(broad.orders).toHaveLength(5);
  });

  it('leaves out what the role may not see', async () => {
    const inventory = (await search('inventory', 'a')).json();
    expect(inventory.products.length).toBeGreaterThan(0);
    expect(inventory.orders).toEqual([]);
    expect(inventory.customers).toEqual([]);
  });

  it('refuses an empty search with 400 and a message', async () => {
    const response = await search('cashier', '   ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBeTruthy();
  });
});
