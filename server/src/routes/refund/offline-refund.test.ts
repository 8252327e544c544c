import { randomUUID } from 'node:crypto';
import { businessDate } from '@tillwise/core/report/business-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, openPostgres } from '../../db/database';
import { buildTestApp, writeCounts } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { offlineSaleInput } from '../../test/offline-sale-factory';

let t: TestApp;
let second: Awaited<ReturnType<typeof buildApp>>;
let manager: string;
beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.signInAs('manager');
  const db = t.databaseUrl ? openPostgres(t.databaseUrl) : openDatabase(t.dataDir);
  second = await buildApp({ db, productName: 'Tillwise', dataDir: t.dataDir });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const post = (url: string, payload: unknown, app = t.app) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie: manager } });
const refundBlock = async (tillId: string) =>
  (await post(`/api/tills/${tillId}/number-blocks`, { kind: 'refund', size: 10 })).json() as {
    firstValue: number;
    first: string;
  };
const refundRow = (id: string) => t.db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A sale of 3 packets of seeds taken offline on Till 1, and a refund of one of them. */
async function saleAndRefund(tillId = 'till-1') {
  const sale = (
    await post('/api/sales', await offlineSaleInput(t, 'till-1', [{ sku: 'SED-001', quantity: 3 }]))
  ).json();
  return {
    sale,
    refund: {
      id: randomUUID(),
      saleId: sale.id as string,
      tillId,
      lines: [{ saleLineId: sale.lines[0].id as string, quantity: 1 }],
      reason: 'Damaged packet',
    },
  };
}

describe('a refund numbered from the till’s block and given offline', () => {
  it('keeps the till’s number and is filed under when it was given', async () => {
    const block = await refundBlock('till-2');
    const { refund } = await saleAndRefund('till-2');
    const capturedAt = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const offline = { ...refund, number: block.first, offline: { capturedAt } };
    const { offline: _o, ...online } = offline;
    expect((await post('/api/refunds', online)).statusCode).toBe(409);

    const response = await post('/api/refunds', offline);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ number: block.first, createdAt: capturedAt, capturedOffline: true });
    const store = await t.db
      .selectFrom('store')
      .select('time_zone')
      .where('id', '=', 'store-1')
      .executeTakeFirstOrThrow();
    expect(await refundRow(refund.id)).toMatchObject({
      till_id: 'till-2',
      shift_id: null,
      captured_offline: 1,
      business_date: businessDate(new Date(capturedAt), store.time_zone),
    });
    const movement = await t.db
      .selectFrom('stock_movements')
      .select('created_at')
      .where('reference', '=', refund.id)
      .executeTakeFirstOrThrow();
    expect(movement.created_at).toBe(capturedAt);
  });

  it.each([
    ['another till’s block', async () => (await refundBlock('till-2')).first, 'was not issued to this till'],
    ['no block', async () => 'REF-9999999', 'was not issued to this till'],
  ])('refuses a number from %s with 400 and writes nothing', async (_case, number, error) => {
    const { refund } = await saleAndRefund();
    const before = await writeCounts(t);
    const response = await post('/api/refunds', { ...refund, number: await number() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(`That refund number ${error}`);
    expect(await writeCounts(t)).toEqual(before);
  });

  it('refuses a number another refund already has', async () => {
    const { first } = await refundBlock('till-1');
    const one = await saleAndRefund();
    const two = await saleAndRefund();
    expect((await post('/api/refunds', { ...one.refund, number: first })).statusCode).toBe(200);
    const reused = await post('/api/refunds', { ...two.refund, number: first });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('That refund number is already used');
    expect((await post('/api/refunds', { ...two.refund, number: 'REF-1' })).statusCode).toBe(400);
  });

  it('is recorded once, resent or sent to two servers at the same moment', async () => {
    const { first } = await refundBlock('till-1');
    const { sale, refund } = await saleAndRefund();
    const body = { ...refund, number: first, offline: { capturedAt: new Date().toISOString() } };
    const before = await writeCounts(t);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) => post('/api/refunds', body, index % 2 ? second : t.app)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    expect(new Set(responses.map((response) => response.json().number))).toEqual(new Set([first]));
    const again = await post('/api/refunds', body);
    expect(again.json()).toEqual(responses[0]?.json());
    expect(await writeCounts(t)).toEqual({
      ...before,
      refunds: (before.refunds ?? 0) + 1,
      refund_lines: (before.refund_lines ?? 0) + 1,
      stock_movements: (before.stock_movements ?? 0) + 1,
    });
    const order = await t.db.selectFrom('orders').selectAll().where('id', '=', sale.id).executeTakeFirstOrThrow();
    expect(order.status).toBe('partially_refunded');
  });
});

describe('a refund a manager gave offline, sent later from a cashier’s session', () => {
  it('is filed under the manager; a cashier’s own refund is still refused', async () => {
    const cashier = await t.signInAs('cashier');
    const { refund } = await saleAndRefund();
    const capturedAt = new Date(Date.now() - 60_000).toISOString();
    const asCashier = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/refunds', payload: payload as object, headers: { cookie: cashier } });
    const own = await asCashier({ ...refund, offline: { capturedAt } });
    expect(own.statusCode).toBe(403);
    expect((await asCashier({ ...refund, offline: { capturedAt, takenBy: 'user-cashier' } })).statusCode).toBe(403);
    expect(await t.db.selectFrom('refunds').select('id').where('id', '=', refund.id).execute()).toEqual([]);

    const unproven = await asCashier({ ...refund, offline: { capturedAt, takenBy: 'user-manager' } });
    expect(unproven.statusCode).toBe(202);
    expect(await t.db.selectFrom('refunds').select('id').where('id', '=', refund.id).execute()).toEqual([]);

    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/offline-credentials',
      payload: { tillId: refund.tillId },
      headers: { cookie: await t.signInAs('manager') },
    });
    const { credential } = issued.json<{ credential: string }>();
    const proven = { ...refund, id: crypto.randomUUID(), offline: { capturedAt, takenBy: 'user-manager', credential } };
    const sent = await asCashier(proven);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await refundRow(proven.id)).toMatchObject({ user_id: 'user-manager', captured_offline: 1 });
  });
});
