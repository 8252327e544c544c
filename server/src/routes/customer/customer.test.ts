import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await t.signInAs('cashier');
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('GET /api/customers', () => {
  it('lists customers by name with their loyalty points', async () => {
    const page = (await get('/api/customers')).json();
    expect(page.total).toBe(10);
    const names = page.items.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(page.items[0]).toHaveProperty('loyaltyPoints');
  });

  it.each([
    ['name', 'GRACE', 'Grace Kim'],
    ['email', 'sofia.martinez@', 'Sofia Martinez'],
    ['phone', '555-0178', 'James Carter'],
  ])('matches %s ignoring case', async (_field, q, name) => {
    const page = (await get(`/api/customers?q=${encodeURIComponent(q)}`)).json();
    expect(page.items.map((c: { name: string }) => c.name)).toEqual([name]);
  });

  it('answers no match with an empty page', async () => {
    expect((await get('/api/customers?q=zzzz')).json()).toMatchObject({ items: [], total: 0 });
  });
});
