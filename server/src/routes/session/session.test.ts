import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const userIdOf = async (role: string) =>
  (await t.db.selectFrom('users').select('id').where('role', '=', role).executeTakeFirstOrThrow()).id;

const sessionCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('sign-in roster', () => {
  it('lists the active staff, admin first, with the demo PINs while demo data is in use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/session/roster' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.staff.map((member: { role: string }) => member.role)).toEqual([
      'admin',
      'manager',
      'cashier',
      'inventory',
      'cashier',
    ]);
    expect(body.staff[0]).not.toHaveProperty('email');
    expect(body.demoPins).toEqual([
      { role: 'admin', pin: '1111' },
      { role: 'manager', pin: '2222' },
      { role: 'cashier', pin: '3333' },
      { role: 'inventory', pin: '4444' },
    ]);
  });
});

describe('POST /api/session', () => {
  it('signs the admin in with 1111: httpOnly SameSite=Lax cookie and the first sample user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { userId: await userIdOf('admin'), pin: '1111' },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'tillwise_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const body = response.json();
    expect(body.user.role).toBe('admin');
    expect(body.user.email).toMatch(/@/);
    expect(body.permissions).toContain('staff:manage');

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: `tillwise_session=${cookie?.value}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(body.user.id);
  });

  it('answers a bad body with 400 and details, and writes no session', async () => {
    const before = await sessionCount();
    for (const payload of [
      {},
      { userId: 'x', pin: '12' },
      { userId: 'x', pin: 'abcd' },
      { userId: 'x', pin: '1234567' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/session', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Invalid body');
      expect(response.json().details.length).toBeGreaterThan(0);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { 'content-type': 'application/json' },
      payload: '{"userId":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toHaveProperty('error');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a wrong PIN with 401 and says how many attempts are left', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { userId: await userIdOf('manager'), pin: '9999' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Wrong PIN. 4 attempts left.');
    expect(response.cookies).toHaveLength(0);
  });

  it('locks a user for 5 minutes after 5 wrong PINs, even for the right PIN', async () => {
    const userId = await userIdOf('cashier');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push(
        (await t.app.inject({ method: 'POST', url: '/api/session', payload: { userId, pin: '0000' } })).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const locked = await t.app.inject({ method: 'POST', url: '/api/session', payload: { userId, pin: '3333' } });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(/Too many wrong PINs\. .+ is locked; try again in 5 minutes\./);
    const row = await t.db
      .selectFrom('users')
      .select('locked_until')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const lockedForMs = new Date(row.locked_until ?? 0).getTime() - Date.now();
    expect(lockedForMs).toBeGreaterThan(4 * 60_000);
    expect(lockedForMs).toBeLessThanOrEqual(5 * 60_000);

    await t.db
      .updateTable('users')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', userId)
      .execute();
    const afterLock = await t.app.inject({ method: 'POST', url: '/api/session', payload: { userId, pin: '3333' } });
    expect(afterLock.statusCode).toBe(200);
  });

  it('stores PINs only as scrypt hashes', async () => {
    const users = await t.db.selectFrom('users').select('pin_hash').execute();
    for (const { pin_hash } of users) {
      expect(pin_hash).toMatch(/^scrypt\$/);
      expect(pin_hash).not.toMatch(/1111|2222|3333|4444/);
    }
  });
});

describe('DELETE /api/session', () => {
  it('ends the session: the cookie no longer opens the API', async () => {
    const cookie = await t.signInAs('manager');
    expect((await t.app.inject({ method: 'GET', url: '/api/products', headers: { cookie } })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/products', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('sessions guard the API', () => {
  it.each(['/api/products', '/api/categories', '/api/session'])(
    'answers %s with 401 JSON without a session',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Sign in to continue' });
    },
  );

  it('refuses a forged cookie', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { cookie: 'tillwise_session=forged' },
    });
    expect(response.statusCode).toBe(401);
  });
});
