import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, payload });
const users = () => t.db.selectFrom('users').selectAll().orderBy('id').execute();

describe('staff management', () => {
  it('adds a member who can then sign in, and stops showing the demo PINs', async () => {
    const created = await call('POST', '/api/staff', {
      name: 'Sam Lee',
      email: 'Sam.Lee@example.com',
      role: 'cashier',
      pin: '8642',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: 'sam.lee@example.com', role: 'cashier', isActive: true });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { userId: created.json().id, pin: '8642' },
    });
    expect(signIn.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/session/roster' })).json().demoPins).toBeNull();
  });

  it('adds staff without an email (none, or left empty), who sign in and show in the roster, the audit log and reports', async () => {
    const nina = await call('POST', '/api/staff', { name: 'Nina Patel', role: 'cashier', pin: '5678' });
    expect(nina.statusCode, nina.body).toBe(201);
    expect(nina.json()).toMatchObject({ name: 'Nina Patel', email: null, role: 'cashier' });
    // A second without one: the e-mail is unique only when given.
    const omar = await call('POST', '/api/staff', { name: 'Omar Reyes', email: '', role: 'inventory', pin: '2468' });
    expect(omar.statusCode, omar.body).toBe(201);
    expect(omar.json().email).toBeNull();
    const rows = (await users()).filter((user) => user.id === nina.json().id || user.id === omar.json().id);
    expect(rows.map((user) => user.email)).toEqual([null, null]);
    expect((await call('GET', '/api/staff')).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Nina Patel', email: null })]),
    );

    const roster = (await t.app.inject({ method: 'GET', url: '/api/session/roster' })).json();
    expect(roster.staff).toContainEqual({ id: nina.json().id, name: 'Nina Patel', role: 'cashier' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { userId: nina.json().id, pin: '5678' },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookie = `tillwise_session=${signIn.cookies.find((c) => c.name === 'tillwise_session')!.value}`;
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(session.json().user).toEqual({ id: nina.json().id, name: 'Nina Patel', email: null, role: 'cashier' });

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['summary', 'details'])
      .where('action', '=', 'staff.created')
      .where('subject_id', '=', nina.json().id)
      .executeTakeFirstOrThrow();
    expect(audit.summary).toBe('Nina Patel · Cashier');
    expect(JSON.parse(audit.details)).toMatchObject({ name: 'Nina Patel', email: null });
    const report = await call('GET', '/api/reports/staff?from=2026-01-01&to=2026-01-31');
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().staff).toContainEqual(
      expect.objectContaining({ userId: nina.json().id, name: 'Nina Patel', transactions: 0 }),
    );
  });

  it('refuses a duplicate email, a PIN of the wrong length, and a manager, changing nothing', async () => {
    const before = await users();
    expect(
      (await call('POST', '/api/staff', { name: 'X', email: 'sam.lee@example.com', role: 'cashier', pin: '1234' }))
        .statusCode,
    ).toBe(400);
    const wrongLength = await call('POST', '/api/staff', {
      name: 'Y',
      email: 'y@example.com',
      role: 'cashier',
      pin: '12345',
    });
    expect(wrongLength.statusCode).toBe(400);
    expect(wrongLength.json().details).toContainEqual({ path: 'pin', message: 'The PIN is 4 digits' });
    const manager = await t.signInAs('manager');
    expect(
      (await call('POST', '/api/staff', { name: 'Z', email: 'z@example.com', role: 'cashier', pin: '1234' }, manager))
        .statusCode,
    ).toBe(403);
    expect(await users()).toEqual(before);
  });

  it('never demotes or deactivates the last active admin', async () => {
    const adminRow = (await users()).find((user) => user.role === 'admin');
    const demote = await call('PATCH', `/api/staff/${adminRow?.id}`, { role: 'manager' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().error).toBe('The store needs at least one active admin');
    expect((await call('PATCH', `/api/staff/${adminRow?.id}`, { isActive: false })).statusCode).toBe(400);
    expect((await users()).find((user) => user.id === adminRow?.id)).toMatchObject({ role: 'admin', is_active: 1 });
  });

  it('deactivates a cashier at once (their session ends) and resets a PIN', async () => {
    const cashier = await t.signInAs('cashier');
    const cashierRow = (await users()).find((user) => user.role === 'cashier' && user.email?.startsWith('priya'));
    expect((await call('PATCH', `/api/staff/${cashierRow?.id}`, { isActive: false })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie: cashier } })).statusCode,
    ).toBe(401);

    const manager = (await users()).find((user) => user.role === 'manager');
    expect((await call('PUT', `/api/staff/${manager?.id}/pin`, { pin: '9753' })).statusCode).toBe(204);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { userId: manager?.id, pin: '9753' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});
