import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../build-test-app';
import type { TestApp } from '../build-test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin } });

/** What the route fuzz found, kept as plain examples so they stay fixed whatever seed the fuzz runs with. */
describe('found by the route fuzz', () => {
  // SQLite's full-text index fails the whole query on a NUL ("unterminated string") and PostgreSQL cannot store
  // one in text at all: both were 500s.
  it.each(['/api/products?q=a%00b', '/api/search?q=abc%00', '/api/products?q=%00%00%00', '/api/products/a%00b'])(
    'refuses a NUL in the address (%s) with a 400',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Text cannot contain a NUL character');
    },
  );

  it('refuses a NUL anywhere in a body, however deep, and writes nothing', async () => {
    const before = await t.db.selectFrom('customers').select('id').execute();
    // Sent as JSON text: 5,000 levels is deeper than a recursive walk (or JSON.stringify) survives.
    const deep = `${'['.repeat(5_000)}{"name":"Deep\\u0000Down"}${']'.repeat(5_000)}`;
    const bodies = [
      JSON.stringify({ name: 'Ann\u0000Lee' }),
      JSON.stringify({ name: 'Ann', ['no\u0000te']: 'x' }),
      deep,
    ];
    for (const payload of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/customers',
        payload,
        headers: { cookie: admin, 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Text cannot contain a NUL character');
    }
    expect(await t.db.selectFrom('customers').select('id').execute()).toHaveLength(before.length);
  });

  // On PostgreSQL an integer column holds up to 2^31 − 1: a huge cart was a 500 there.
  it('refuses a sale worth more than $1,000,000.00 on either database', async () => {
    const product = await t.db
      .selectFrom('products')
      .select('id')
      .orderBy('price_cents', 'desc')
      .executeTakeFirstOrThrow();
    const lines = Array.from({ length: 200 }, () => ({ productId: product.id, quantity: 9999 }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sales/parked',
      headers: { cookie: admin },
      payload: { id: crypto.randomUUID(), tillId: 'till-1', lines },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('A sale cannot come to more than $1,000,000.00');
  });
});
