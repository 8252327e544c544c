import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey, CreatedApiKey } from '@tillwise/core/api-key/api-key-schemas';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { saleInput } from '../../test/sale-factory';

// API keys (issue 46): an outside system calls the same routes as the screens with `Authorization: Bearer …`, within
// the scopes an admin gave the key, in its store only, at its rate; revoking it refuses the next request; each change
// it makes is in the audit log under its name.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
});
afterAll(async () => {
  await t?.close();
});

const makeKey = async (payload: object) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/api-keys', headers: { cookie: admin }, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CreatedApiKey;
};
const withKey = (secret: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, store?: string) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${secret}`, ...(store && { 'tillwise-store': store }) },
    ...(payload && { payload }),
  });

describe('API keys', () => {
  it('reads sales with a read-sales key, and is refused writes, other scopes and other stores', async () => {
    const key = await makeKey({ name: 'Bookkeeping', scopes: ['orders:view'], storeId: 'store-1' });
    expect(key.secret).toMatch(/^tw_/);
    expect(key.prefix).toBe(key.secret.slice(0, 10));

    const sales = await withKey(key.secret, 'GET', '/api/sales?page=1&pageSize=5');
    expect(sales.statusCode, sales.body).toBe(200);
    expect((sales.json() as { total: number }).total).toBeGreaterThan(0);

    const sale = await withKey(
      key.secret,
      'POST',
      '/api/sales',
      await saleInput(t, 'till-1', [{ sku: 'PLT-002', quantity: 1 }]),
    );
    expect(sale.statusCode).toBe(403);
    expect((await withKey(key.secret, 'GET', '/api/products')).statusCode).toBe(403);
    expect((await withKey(key.secret, 'GET', '/api/sales', undefined, 'store-2')).statusCode).toBe(403);
    // A route of a session's own (no permission named) is not a key's.
    expect((await withKey(key.secret, 'GET', '/api/session')).statusCode).toBe(403);
    // Keys do not make keys.
    expect((await withKey(key.secret, 'GET', '/api/api-keys')).statusCode).toBe(403);

    const stored = await t.db.selectFrom('api_keys').selectAll().where('id', '=', key.id).executeTakeFirstOrThrow();
    expect(stored.secret_hash).not.toContain(key.secret);
    expect(JSON.stringify(stored)).not.toContain(key.secret.slice(10));
    expect(stored.last_used_at).not.toBeNull();
  });

  it('records a sale with a selling key, audited under the key’s name, in a chain key’s chosen store', async () => {
    const key = await makeKey({ name: 'Web shop', scopes: ['pos:sell', 'orders:view'], storeId: null });
    const input = await saleInput(t, 'till-1', [{ sku: 'PLT-002', quantity: 2 }]);
    const sale = await withKey(key.secret, 'POST', '/api/sales', input, 'store-1');
    expect(sale.statusCode, sale.body).toBe(200);
    const order = await t.db
      .selectFrom('orders')
      .select(['user_id', 'total_cents'])
      .where('id', '=', input.id)
      .executeTakeFirstOrThrow();
    const identity = await t.db
      .selectFrom('users')
      .select(['name', 'kind', 'is_active'])
      .where('id', '=', order.user_id)
      .executeTakeFirstOrThrow();
    expect(identity).toEqual({ name: 'Web shop (API key)', kind: 'api_key', is_active: 0 });

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('user_id', '=', order.user_id)
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(['sale.completed', 'api.write']));
    expect(audit.find((entry) => entry.action === 'api.write')?.summary).toBe('POST /api/sales → 200');

    // The key is nobody on the staff list or the sign-in screen.
    const staff = (await t.app.inject({ method: 'GET', url: '/api/staff', headers: { cookie: admin } })).json() as {
      name: string;
    }[];
    expect(staff.map((member) => member.name)).not.toContain('Web shop (API key)');
    expect((await withKey(key.secret, 'GET', '/api/sales', undefined, 'store-9')).statusCode).toBe(403);
  });

  it('refuses a revoked key at once, and an unknown one', async () => {
    const key = await makeKey({ name: 'Old till app', scopes: ['orders:view'], storeId: 'store-1' });
    expect((await withKey(key.secret, 'GET', '/api/sales')).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/api-keys/${key.id}/revoke`,
      headers: { cookie: admin },
    });
    expect((revoked.json() as ApiKey).revokedAt).not.toBeNull();
    const refused = await withKey(key.secret, 'GET', '/api/sales');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'This API key is not valid or was revoked' });
    expect((await withKey('tw_not-a-key', 'GET', '/api/sales')).statusCode).toBe(401);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: { cookie: admin } })
    ).json() as ApiKey[];
    const maker = await t.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', 'user-admin')
      .executeTakeFirstOrThrow();
    expect(list.find((item) => item.id === key.id)).toMatchObject({ name: 'Old till app', createdBy: maker.name });
    expect(JSON.stringify(list)).not.toContain(key.secret);
  });

  it('answers 429 with Retry-After beyond the key’s requests per minute', async () => {
    const key = await makeKey({ name: 'Busy', scopes: ['orders:view'], storeId: 'store-1', requestsPerMinute: 3 });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await withKey(key.secret, 'GET', '/api/sales'));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
    const retryAfter = Number(answers[3]?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('refuses bad keys to be made, and anyone but an admin', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { cookie: admin },
      payload: { name: '', scopes: ['staff:manage'], storeId: null },
    });
    expect(bad.statusCode).toBe(400);
    const nowhere = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { cookie: admin },
      payload: { name: 'X', scopes: ['orders:view'], storeId: 'store-9' },
    });
    expect(nowhere.statusCode).toBe(400);
    const manager = await t.signInAs('manager');
    expect((await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: { cookie: manager } })).statusCode).toBe(
      403,
    );
    expect(await t.db.selectFrom('api_keys').select('id').where('name', '=', 'X').execute()).toEqual([]);
  });
});
