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

describe('customer filters, details and summary', () => {
  it('filters to customers with rewards (100 points or more) and to those added in the last 7 days', async () => {
    const rewards = (await get('/api/customers?filter=rewards&pageSize=100')).json();
    expect(rewards.items.length).toBeGreaterThanOrEqual(8);
    expect(rewards.items.every((c: { loyaltyPoints: number }) => c.loyaltyPoints >= 100)).toBe(true);
    const recent = (await get('/api/customers?filter=recent')).json();
    expect(recent.items.map((c: { name: string }) => c.name).sort()).toEqual(['Henry Nguyen', 'Mia Robinson']);
    expect((await get('/api/customers?filter=vip')).statusCode).toBe(400);
  });

  it('shows a customer with their purchase history, newest first', async () => {
    const details = (await get('/api/customers/cust-emma')).json();
    expect(details).toMatchObject({ id: 'cust-emma', name: 'Emma Thompson' });
    expect(details.purchases.length).toBeGreaterThan(0);
    const dates = details.purchases.map((p: { createdAt: string }) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await get('/api/customers/cust-henry')).json().purchases).toEqual([]);
    expect((await get('/api/customers/nobody')).statusCode).toBe(404);
  });

  it('summarises recent customers and reward earners', async () => {
    const summary = (await get('/api/customers/summary')).json();
    expect(summary.totalCustomers).toBe(10);
    expect(summary.recentCustomers.map((c: { name: string }) => c.name).sort()).toEqual([
      'Henry Nguyen',
      'Mia Robinson',
    ]);
    expect(summary.eligibleForRewards).toBeGreaterThanOrEqual(8);
    expect(summary.rewardsThisMonth).toBeLessThanOrEqual(summary.eligibleForRewards);
  });
});

describe('POST /api/customers', () => {
  const post = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/customers', payload, headers: { cookie } });
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('customers')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('adds a customer with no points; blank optional fields are stored as missing', async () => {
    const response = await post({
      name: '  Jo Park ',
      email: 'Jo.Park@Example.com',
      phone: '',
      address: '',
      notes: 'Prefers email receipts',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Jo Park',
      email: 'jo.park@example.com',
      phone: null,
      address: null,
      notes: 'Prefers email receipts',
      loyaltyPoints: 0,
    });
    expect((await get(`/api/customers/${response.json().id}`)).json().name).toBe('Jo Park');
  });

  it('refuses a missing name, a bad email or phone with 400 and field messages, writing nothing', async () => {
    const before = await count();
    const response = await post({ name: ' ', email: 'not-an-email', phone: '12' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { path: string; message: string }) => `${d.path}: ${d.message}`)).toEqual([
      'name: Enter the customer’s name',
      'email: Enter a valid email address',
      'phone: Enter a valid phone number',
    ]);
    expect(await count()).toBe(before);
  });

  it('adds a customer under the id a till made once: a resend answers with them, another customer is refused', async () => {
    const id = '6f1c2a8e-4b7d-4e2a-9c1f-3d5e7a9b0c12';
    const before = await count();
    const first = await post({ id, name: 'Noor Haddad', phone: '+1 555 0199' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      id,
      name: 'Noor Haddad',
      phone: '+1 555 0199',
      email: null,
      loyaltyPoints: 0,
    });

    const resend = await post({ id, name: 'Noor Haddad', phone: '+1 555 0199', email: '' });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual(first.json());
    expect(await count()).toBe(before + 1);

    const other = await post({ id, name: 'Someone Else' });
    expect(other.statusCode).toBe(409);
    expect((await get(`/api/customers/${id}`)).json().name).toBe('Noor Haddad');
    expect(await count()).toBe(before + 1);
  });

  it('refuses an id that is not a UUID, and a bad customer under a good id, writing nothing', async () => {
    const before = await count();
    const badId = await post({ id: 'cust-new', name: 'Ada Byrne' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().details.map((d: { path: string }) => d.path)).toEqual(['id']);
    const id = '0b9d4c6e-1f2a-4c3b-8d5e-7f6a8b9c0d1e';
    const badPhone = await post({ id, name: 'Ada Byrne', phone: '12' });
    expect(badPhone.statusCode).toBe(400);
    expect(await count()).toBe(before);
    expect((await get(`/api/customers/${id}`)).statusCode).toBe(404);
  });
});
