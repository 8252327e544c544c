import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, openPostgres } from '../../db/database';
import { buildTestApp, writeCounts } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { offlineSaleInput } from '../../test/offline-sale-factory';
import { productsInStore } from '../../test/store-stock';

// Block numbers, and a sale reaching the server exactly once: resent, or sent to two servers sharing the database
// at the same moment (a till's outbox retrying while its first send is still on its way).
let t: TestApp;
let second: Awaited<ReturnType<typeof buildApp>>;
let cashier: string;
beforeAll(async () => {
  t = await buildTestApp();
  cashier = await t.signInAs('cashier');
  const db = t.databaseUrl ? openPostgres(t.databaseUrl) : openDatabase(t.dataDir);
  second = await buildApp({ db, productName: 'Tillwise', dataDir: t.dataDir });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const post = (payload: unknown, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/sales', payload: payload as object, headers: { cookie: cashier } });
const block = async (tillId: string, size = 20) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `/api/tills/${tillId}/number-blocks`,
      payload: { kind: 'order', size },
      headers: { cookie: cashier },
    })
  ).json() as { firstValue: number; lastValue: number; first: string };
const sale = (tillId = 'till-1') => offlineSaleInput(t, tillId, [{ sku: 'SED-001', quantity: 2 }]);
const auditCount = async () => (await t.db.selectFrom('audit_log').select('id').execute()).length;
const seeds = async () => (await productsInStore(t.db).where('sku', '=', 'SED-001').executeTakeFirstOrThrow()).stock;

describe('order numbers from a till’s block', () => {
  it('records the number the till gave, online or offline, without touching the counter', async () => {
    const mine = await block('till-1');
    const counter = () =>
      t.db.selectFrom('counters').select('value').where('name', '=', 'order_number').executeTakeFirstOrThrow();
    const before = await counter();
    const offline = await post({ ...(await sale()), number: mine.first });
    expect(offline.statusCode).toBe(200);
    expect(offline.json().number).toBe(mine.first);
    const { offline: _offline, ...online } = await sale();
    const numbered = await post({ ...online, number: `ORD-${mine.firstValue + 1}` });
    expect(numbered.json().number).toBe(`ORD-${mine.firstValue + 1}`);
    expect(await counter()).toEqual(before);
  });

  it.each([
    ['another till’s block', async () => `ORD-${(await block('till-2')).firstValue}`],
    ['no block at all', async () => 'ORD-987654321'],
  ])('refuses a number from %s with 400 and writes nothing', async (_case, number) => {
    const before = await writeCounts(t);
    const response = await post({ ...(await sale()), number: await number() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'That order number was not issued to this till',
      details: [{ path: 'number', message: 'That order number was not issued to this till' }],
    });
    expect(await writeCounts(t)).toEqual(before);
  });

  it('refuses a number another order already has with 400 and writes nothing', async () => {
    const { first } = await block('till-1');
    expect((await post({ ...(await sale()), number: first })).statusCode).toBe(200);
    const before = await writeCounts(t);
    const reused = await post({ ...(await sale()), number: first });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('That order number is already used');
    expect(await writeCounts(t)).toEqual(before);
    expect((await post({ ...(await sale()), number: 'ORD-01' })).statusCode).toBe(400);
  });

  it('gives one number to one of two different sales sent with it at once, on two servers', async () => {
    const { first } = await block('till-1');
    const bodies = await Promise.all(Array.from({ length: 6 }, () => sale()));
    const responses = await Promise.all(
      bodies.map((body, index) => post({ ...body, number: first }, index % 2 ? second : t.app)),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 400, 400, 400, 400, 400]);
    for (const response of responses.filter((r) => r.statusCode === 400)) {
      expect(response.json().error).toBe('That order number is already used');
    }
    expect((await t.db.selectFrom('orders').select('id').where('number', '=', first).execute()).length).toBe(1);
  });
});

describe('a sale reaches the server exactly once', () => {
  it('answers a resend with the recorded sale and changes nothing', async () => {
    const { first } = await block('till-1');
    const body = { ...(await sale()), number: first };
    const recorded = await post(body);
    expect(recorded.statusCode).toBe(200);
    const before = { counts: await writeCounts(t), audit: await auditCount(), stock: await seeds() };
    for (const app of [t.app, second]) {
      const again = await post(body, app);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(recorded.json());
    }
    expect({ counts: await writeCounts(t), audit: await auditCount(), stock: await seeds() }).toEqual(before);
  });

  it.each([
    ['an offline sale with a block number', true],
    ['an online sale', false],
  ])('records %s sent eight times at once to two servers once', async (_case, offline) => {
    const { first } = await block('till-1');
    const { offline: capture, ...online } = await sale();
    const body = offline ? { ...online, offline: capture, number: first } : online;
    const before = { counts: await writeCounts(t), audit: await auditCount(), stock: await seeds() };
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => post(body, index % 2 ? second : t.app)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    const numbers = new Set(responses.map((response) => response.json().number));
    expect(numbers.size).toBe(1);
    if (offline) expect([...numbers]).toEqual([first]);
    const counts = await writeCounts(t);
    expect(counts).toEqual({
      ...before.counts,
      orders: (before.counts.orders ?? 0) + 1,
      order_lines: (before.counts.order_lines ?? 0) + 1,
      payments: (before.counts.payments ?? 0) + 1,
      stock_movements: (before.counts.stock_movements ?? 0) + 1,
    });
    expect(await auditCount()).toBe(before.audit + 1);
    expect(await seeds()).toBe(before.stock - 2);
  });
});
