import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

let t: TestApp;
let manager: string;
let riverside: string;
let cashier: string;
beforeAll(async () => {
  t = await buildTestApp();
  [manager, riverside, cashier] = await Promise.all([
    t.signInAs('manager'),
    t.signInAs('manager'),
    t.signInAs('cashier'),
  ]);
  await t.app.inject({
    method: 'POST',
    url: '/api/session/store',
    payload: { storeId: 'store-2' },
    headers: { cookie: riverside },
  });
});
afterAll(() => t?.close());

const put = (payload: object, cookie = manager) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/payments', payload, headers: { cookie } });
const get = async (cookie = manager) =>
  (await t.app.inject({ method: 'GET', url: '/api/settings/payments', headers: { cookie } })).json();
const limits = async () =>
  Object.fromEntries(
    (await t.db.selectFrom('store').select(['id', 'offline_card_limit_cents']).orderBy('id').execute()).map((row) => [
      row.id,
      row.offline_card_limit_cents,
    ]),
  );

describe('the offline card limit in Settings › Payments', () => {
  it('is $200.00 in every store until changed, and each store keeps its own', async () => {
    expect((await get()).offlineCardLimitCents).toBe(20_000);
    const settings = await get(riverside);
    const saved = await put({ ...settings, offlineCardLimitCents: 7_500 }, riverside);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().offlineCardLimitCents).toBe(7_500);
    expect(await limits()).toMatchObject({ 'store-1': 20_000, 'store-2': 7_500 });
    expect((await get(cashier)).offlineCardLimitCents).toBe(20_000);
    // The methods stay the chain's: what one store saves, every store offers.
    expect((await get()).enabledMethods).toEqual(settings.enabledMethods);
    const entry = await t.db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', '=', 'settings.changed')
      .orderBy('occurred_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.summary).toBe('Payments · offline card limit');
  });

  it.each([-1, 12.5, 1_000_001, '200', null])('refuses %j with 400 and changes nothing', async (value) => {
    const before = await limits();
    const response = await put({ ...(await get()), offlineCardLimitCents: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { path: string }) => d.path)).toContain('offlineCardLimitCents');
    expect(await limits()).toEqual(before);
  });

  it('takes $0.00 (no card offline) and is closed to cashiers', async () => {
    expect((await put({ ...(await get()), offlineCardLimitCents: 0 })).json().offlineCardLimitCents).toBe(0);
    expect((await put({ ...(await get()), offlineCardLimitCents: 100 }, cashier)).statusCode).toBe(403);
    expect((await limits())['store-1']).toBe(0);
  });
});
