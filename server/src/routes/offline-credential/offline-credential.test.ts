import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { offlineSaleInput } from '../../test/offline-sale-factory';
import { issueOfflineCredential } from '../../services/offline-credential-service';

let t: TestApp;
let manager: string;
let cashier: string;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  [manager, cashier, admin] = await Promise.all([t.signInAs('manager'), t.signInAs('cashier'), t.signInAs('admin')]);
});
afterAll(() => t?.close());

const send = (method: 'POST' | 'GET' | 'PATCH' | 'PUT', url: string, payload: unknown, cookie: string) =>
  t.app.inject({ method, url, ...(payload !== undefined && { payload: payload as object }), headers: { cookie } });

async function credentialOf(cookie: string, tillId = 'till-1') {
  const issued = await send('POST', '/api/offline-credentials', { tillId }, cookie);
  expect(issued.statusCode, issued.body).toBe(201);
  return issued.json<{ credential: string; expiresAt: string }>().credential;
}

/** A sale the cashier took offline a moment ago, sent later from the manager's session. */
async function saleBy(credential: string | undefined, options: { minutesAgo?: number; tillId?: string } = {}) {
  const body = await offlineSaleInput(t, options.tillId ?? 'till-1', [{ sku: 'SED-001', quantity: 1 }], {
    minutesAgo: options.minutesAgo ?? 0,
  });
  return { ...body, offline: { ...body.offline, takenBy: 'user-cashier', ...(credential && { credential }) } };
}

const orderOf = (id: string) =>
  t.db.selectFrom('orders').select(['id', 'user_id']).where('id', '=', id).executeTakeFirst();
const heldOf = (id: string) =>
  t.db.selectFrom('held_offline_actions').selectAll().where('id', '=', id).executeTakeFirst();

async function expectHeld(body: { id: string }, reason: RegExp) {
  const response = await send('POST', '/api/sales', body, manager);
  expect(response.statusCode, response.body).toBe(202);
  expect(response.json<{ message: string }>().message).toMatch(reason);
  expect(await orderOf(body.id)).toBeUndefined();
  expect(await heldOf(body.id)).toMatchObject({ status: 'held', taken_by: 'user-cashier' });
}

describe('offline credentials', () => {
  it('a valid one files the sale under its holder', async () => {
    const body = await saleBy(await credentialOf(cashier));
    const response = await send('POST', '/api/sales', body, manager);
    expect(response.statusCode, response.body).toBe(200);
    expect(await orderOf(body.id)).toMatchObject({ user_id: 'user-cashier' });
  });

  it('a forged or damaged one is held for review, not recorded', async () => {
    const credential = await credentialOf(cashier);
    const [payload, signature] = credential.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const promoted = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    await expectHeld(await saleBy(`${promoted}.${signature}`), /not one the server issued/);
    await expectHeld(await saleBy('not-a-credential'), /not one the server issued/);
  });

  it('one for another till, or someone else, is held', async () => {
    await expectHeld(await saleBy(await credentialOf(cashier, 'till-2')), /another till/);
    await expectHeld(await saleBy(await credentialOf(manager)), /issued to someone else/);
  });

  it('one expired when the sale was taken, or a capture in the future, is held', async () => {
    const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000);
    const staff = { id: 'user-cashier', name: 'Priya Shah', email: '', role: 'cashier' as const };
    const old = await issueOfflineCredential(t.db, staff, 'store-1', 'till-1', twoDaysAgo);
    await expectHeld(await saleBy(old.credential, { minutesAgo: 60 }), /had expired/);
    await expectHeld(await saleBy(await credentialOf(cashier), { minutesAgo: -60 }), /in the future/);
  });

  it('is taken back by a changed role, a reset PIN or a deactivated account', async () => {
    const beforeReset = await credentialOf(cashier);
    const reset = await send('PUT', '/api/staff/user-cashier/pin', { pin: '3333' }, admin);
    expect(reset.statusCode, reset.body).toBe(204);
    await expectHeld(await saleBy(beforeReset), /role, PIN or account has changed/);

    cashier = await t.signInAs('cashier');
    const beforeRole = await credentialOf(cashier);
    expect((await send('PATCH', '/api/staff/user-cashier', { role: 'manager' }, admin)).statusCode).toBe(200);
    await expectHeld(await saleBy(beforeRole), /role, PIN or account has changed/);
    expect((await send('PATCH', '/api/staff/user-cashier', { role: 'cashier' }, admin)).statusCode).toBe(200);

    cashier = await t.signInAs('cashier');
    const beforeDeactivation = await credentialOf(cashier);
    expect((await send('PATCH', '/api/staff/user-cashier', { isActive: false }, admin)).statusCode).toBe(200);
    await expectHeld(await saleBy(beforeDeactivation), /role, PIN or account has changed/);
    expect((await send('PATCH', '/api/staff/user-cashier', { isActive: true }, admin)).statusCode).toBe(200);
    cashier = await t.signInAs('cashier');
  });

  it('a manager records a held sale on their word, or dismisses one; each decided once', async () => {
    const first = await saleBy(undefined);
    const second = await saleBy(undefined);
    for (const body of [first, second]) expect((await send('POST', '/api/sales', body, cashier)).statusCode).toBe(200);
    const other = await saleBy(undefined);
    await expectHeld(other, /without their offline credential/);
    // Sent again, it is found held, and still not recorded.
    expect((await send('POST', '/api/sales', other, manager)).statusCode).toBe(202);
    const list = await send('GET', '/api/held-offline-actions?status=held', undefined, manager);
    expect(list.json<{ items: { id: string; reason: string }[] }>().items.map((item) => item.id)).toContain(other.id);
    expect((await send('GET', '/api/held-offline-actions', undefined, cashier)).statusCode).toBe(403);

    const recorded = await send(
      'POST',
      `/api/held-offline-actions/${other.id}/resolve`,
      { decision: 'record' },
      manager,
    );
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({ status: 'recorded' });
    expect(await orderOf(other.id)).toMatchObject({ user_id: 'user-manager' });
    const again = await send('POST', `/api/held-offline-actions/${other.id}/resolve`, { decision: 'dismiss' }, manager);
    expect(again.statusCode).toBe(409);

    const dismissedBody = await saleBy(undefined);
    await expectHeld(dismissedBody, /without their offline credential/);
    const dismissed = await send(
      'POST',
      `/api/held-offline-actions/${dismissedBody.id}/resolve`,
      { decision: 'dismiss' },
      manager,
    );
    expect(dismissed.json()).toMatchObject({ status: 'dismissed' });
    expect(await orderOf(dismissedBody.id)).toBeUndefined();
  });

  it('is issued only for a till of the signed-in store', async () => {
    const refused = await send('POST', '/api/offline-credentials', { tillId: 'till-r1' }, cashier);
    expect(refused.statusCode).toBe(400);
    expect((await send('POST', '/api/offline-credentials', { tillId: '' }, cashier)).statusCode).toBe(400);
  });
});
