import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSignedInStaff, sessionHours, sessionMaxDays, signIn } from '../../services/session-service';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { wrongPinsPerAddress } from './index';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
});
afterAll(() => t?.close());

const userIdOf = async (role: string) =>
  (await t.db.selectFrom('users').select('id').where('role', '=', role).executeTakeFirstOrThrow()).id;
const signInFrom = (remoteAddress: string, userId: string, pin: string) =>
  t.app.inject({ method: 'POST', url: '/api/session', payload: { userId, pin }, remoteAddress });
const whoAmI = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });

describe('sign-in limits per device', () => {
  it('pauses sign-in from an address after too many wrong PINs across staff, but not from others', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/staff',
        headers: { cookie: admin },
        payload: { name: `Guess Target ${n}`, email: `guess${n}@example.com`, role: 'cashier', pin: `70${n}0` },
      });
      ids.push(added.json().id);
    }
    // Four wrong PINs each: no single member reaches their own lock of five.
    for (let attempt = 0; attempt < wrongPinsPerAddress.max; attempt += 1) {
      const response = await signInFrom('10.9.9.9', ids[attempt % ids.length] ?? '', '9999');
      expect(response.statusCode).toBe(401);
    }
    const blocked = await signInFrom('10.9.9.9', ids[0] ?? '', '7000');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('Too many wrong PINs from this device. Try again in 15 minutes.');
    expect(blocked.cookies).toEqual([]);

    const elsewhere = await signInFrom('10.9.9.10', ids[0] ?? '', '7000');
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('sessions end when access changes', () => {
  async function addAndSignIn(name: string, pin: string) {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/staff',
      headers: { cookie: admin },
      payload: { name, email: `${name.replace(/\W/g, '').toLowerCase()}@example.com`, role: 'manager', pin },
    });
    const id: string = added.json().id;
    const response = await signInFrom('10.1.1.1', id, pin);
    const cookie = `tillwise_session=${response.cookies.find((c) => c.name === 'tillwise_session')?.value}`;
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    return { id, cookie };
  }
  const patch = (id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/staff/${id}`, headers: { cookie: admin }, payload });

  it('a role change signs the member out everywhere at once', async () => {
    const { id, cookie } = await addAndSignIn('Role Changer', '8181');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/reports/finance', headers: { cookie } })).statusCode,
    ).not.toBe(401);
    expect((await patch(id, { role: 'cashier' })).statusCode).toBe(200);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
    expect(await t.db.selectFrom('sessions').select('token_hash').where('user_id', '=', id).execute()).toEqual([]);
    // The admin who made the change is still signed in.
    expect((await whoAmI(admin)).statusCode).toBe(200);
  });

  it('deactivation and a PIN reset end the member’s sessions', async () => {
    const first = await addAndSignIn('Leaver Lee', '8282');
    expect((await patch(first.id, { isActive: false })).statusCode).toBe(200);
    expect((await whoAmI(first.cookie)).statusCode).toBe(401);

    const second = await addAndSignIn('Reset Rae', '8383');
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/${second.id}/pin`,
      headers: { cookie: admin },
      payload: { pin: '8484' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await whoAmI(second.cookie)).statusCode).toBe(401);
  });
});

describe('session renewal', () => {
  it('renews a session past half its life, and never beyond the longest a session may last', async () => {
    const signedInAt = new Date('2026-11-20T08:00:00.000Z');
    const userId = await userIdOf('cashier');
    const { token } = await signIn(t.db, { userId, pin: '3333' }, signedInAt);
    const hours = (h: number) => new Date(signedInAt.getTime() + h * 3_600_000);

    expect((await findSignedInStaff(t.db, token, hours(1)))?.renewedUntil).toBeNull();
    const renewed = await findSignedInStaff(t.db, token, hours(sessionHours * 0.75));
    expect(renewed?.renewedUntil?.toISOString()).toBe(hours(sessionHours * 1.75).toISOString());

    // Used every few hours, it lasts until sessionMaxDays after sign-in and then ends.
    let at = sessionHours * 0.75;
    while (at < sessionMaxDays * 24 - 1) {
      at += sessionHours * 0.6;
      if (at >= sessionMaxDays * 24) break;
      expect(await findSignedInStaff(t.db, token, hours(at))).not.toBeNull();
    }
    expect(await findSignedInStaff(t.db, token, hours(sessionMaxDays * 24 + 1))).toBeNull();
  });
});
