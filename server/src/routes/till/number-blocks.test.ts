import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, openPostgres } from '../../db/database';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { saleInput } from '../../test/sale-factory';

// A second app on the same database, as a second Tillwise server sharing one PostgreSQL would be.
let t: TestApp;
let second: Awaited<ReturnType<typeof buildApp>>;
let cashier: string;
let admin: string;
let inventory: string;
let riverside: string;
beforeAll(async () => {
  t = await buildTestApp();
  [cashier, admin, inventory, riverside] = await Promise.all([
    t.signInAs('cashier'),
    t.signInAs('admin'),
    t.signInAs('inventory'),
    t.signInAs('manager'),
  ]);
  const db = t.databaseUrl ? openPostgres(t.databaseUrl) : openDatabase(t.dataDir);
  second = await buildApp({ db, productName: 'Tillwise', dataDir: t.dataDir });
  await t.app.inject({
    method: 'POST',
    url: '/api/session/store',
    payload: { storeId: 'store-2' },
    headers: { cookie: riverside },
  });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const issue = (tillId: string, payload: object, cookie = cashier, app = t.app) =>
  app.inject({ method: 'POST', url: `/api/tills/${tillId}/number-blocks`, payload, headers: { cookie } });
const counter = async (name: string) =>
  Number((await t.db.selectFrom('counters').select('value').where('name', '=', name).executeTakeFirstOrThrow()).value);
const blockCount = async () => (await t.db.selectFrom('number_blocks').select('id').execute()).length;

describe('POST /api/tills/:id/number-blocks', () => {
  it('gives a till the next 50 order numbers off the chain counter, ranged and formatted', async () => {
    const before = await counter('order_number');
    const response = await issue('till-1', { kind: 'order' });
    expect(response.statusCode).toBe(201);
    const block = response.json();
    expect(block).toEqual({
      id: expect.any(String),
      tillId: 'till-1',
      kind: 'order',
      firstValue: before + 1,
      lastValue: before + 50,
      size: 50,
      first: `ORD-${before + 1}`,
      last: `ORD-${before + 50}`,
      issuedAt: expect.any(String),
    });
    expect(await counter('order_number')).toBe(before + 50);
    expect(await t.db.selectFrom('number_blocks').selectAll().where('id', '=', block.id).execute()).toEqual([
      {
        id: block.id,
        till_id: 'till-1',
        kind: 'order',
        first_value: before + 1,
        last_value: before + 50,
        issued_at: block.issuedAt,
      },
    ]);
  });

  it('numbers refunds from their own counter, REF-nnn', async () => {
    const before = await counter('refund_number');
    const block = (await issue('till-2', { kind: 'refund', size: 3 })).json();
    expect(block).toMatchObject({
      kind: 'refund',
      firstValue: before + 1,
      lastValue: before + 3,
      first: `REF-${String(before + 1).padStart(3, '0')}`,
    });
    expect(await counter('refund_number')).toBe(before + 3);
  });

  it('never gives an online sale a number from a block', async () => {
    const block = (await issue('till-1', { kind: 'order', size: 5 })).json();
    const sale = await t.app.inject({
      method: 'POST',
      url: '/api/sales',
      payload: await saleInput(t, 'till-1', [{ sku: 'SED-001', quantity: 1 }]),
      headers: { cookie: cashier },
    });
    expect(sale.statusCode).toBe(200);
    expect(sale.json().number).toBe(`ORD-${block.lastValue + 1}`);
  });

  it('gives ranges that never overlap, between tills and servers, even all at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        issue(index % 3 === 0 ? 'till-2' : 'till-1', { kind: 'order', size: 7 }, cashier, index % 2 ? second : t.app),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 201));
    const ranges = responses
      .map((response) => response.json() as { firstValue: number; lastValue: number })
      .sort((a, b) => a.firstValue - b.firstValue);
    ranges.forEach((range, index) => {
      expect(range.lastValue - range.firstValue).toBe(6);
      const next = ranges[index + 1];
      if (next) expect(next.firstValue).toBe(range.lastValue + 1);
    });
  });

  it('returns the same block when the till asks again with the same id', async () => {
    const id = randomUUID();
    const first = await issue('till-1', { id, kind: 'order', size: 10 });
    const before = { counter: await counter('order_number'), blocks: await blockCount() };
    const again = await issue('till-1', { id, kind: 'order', size: 10 }, cashier, second);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect({ counter: await counter('order_number'), blocks: await blockCount() }).toEqual(before);
    expect((await issue('till-2', { id, kind: 'order', size: 10 })).statusCode).toBe(409);

    const racing = randomUUID();
    const sent = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        issue('till-1', { id: racing, kind: 'order', size: 10 }, cashier, index % 2 ? second : t.app),
      ),
    );
    expect(sent.map((response) => response.statusCode)).toEqual(sent.map(() => 201));
    expect(new Set(sent.map((response) => response.json().firstValue)).size).toBe(1);
    expect(await blockCount()).toBe(before.blocks + 1);
    expect((await issue('till-1', { id, kind: 'refund', size: 10 })).statusCode).toBe(409);
  });

  it.each([
    [{ kind: 'order', size: 0 }, 'size'],
    [{ kind: 'order', size: 501 }, 'size'],
    [{ kind: 'order', size: 2.5 }, 'size'],
    [{ kind: 'order', size: '50' }, 'size'],
    [{ kind: 'invoice' }, 'kind'],
    [{}, 'kind'],
    [{ kind: 'order', id: 'not-a-uuid' }, 'id'],
    [{ kind: 'order', extra: true }, 'body'],
  ])('refuses %j with 400 and issues nothing', async (payload, field) => {
    const before = { counter: await counter('order_number'), blocks: await blockCount() };
    const response = await issue('till-1', payload);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().details)).toContain(field);
    expect({ counter: await counter('order_number'), blocks: await blockCount() }).toEqual(before);
  });

  it('issues only to a till of the signed-in store that is in use, for staff who sell', async () => {
    const before = { counter: await counter('order_number'), blocks: await blockCount() };
    expect((await issue('till-404', { kind: 'order' })).statusCode).toBe(404);
    expect((await issue('till-r1', { kind: 'order' })).statusCode).toBe(404);
    expect((await issue('till-1', { kind: 'order' }, riverside)).statusCode).toBe(404);
    expect((await issue('till-1', { kind: 'order' }, inventory)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/tills/till-1/number-blocks', payload: {} })).statusCode,
    ).toBe(401);
    const retired = (
      await t.app.inject({
        method: 'POST',
        url: '/api/tills',
        payload: { name: 'Old Till' },
        headers: { cookie: admin },
      })
    ).json();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/tills/${retired.id}`,
      payload: { isActive: false },
      headers: { cookie: admin },
    });
    const refused = await issue(retired.id, { kind: 'order' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Old Till is no longer in use');
    expect({ counter: await counter('order_number'), blocks: await blockCount() }).toEqual(before);
    expect((await issue('till-r1', { kind: 'refund', size: 2 }, riverside)).statusCode).toBe(201);
  });

  it('keeps issued blocks as they were: the database refuses to change or delete one', async () => {
    await expect(sql`update number_blocks set last_value = last_value + 1`.execute(t.db)).rejects.toThrow();
    await expect(sql`delete from number_blocks`.execute(t.db)).rejects.toThrow();
  });
});
