import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, writeCounts } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { offlineSaleInput } from '../../test/offline-sale-factory';
import { productsInStore } from '../../test/store-stock';

// A till's outbox sending what waited, many sales to a request: each recorded once, each answered as if alone.
let t: TestApp;
let cashier: string;
beforeAll(async () => {
  t = await buildTestApp();
  cashier = await t.signInAs('cashier');
});
afterAll(() => t?.close());

const batch = (sales: unknown[]) =>
  t.app.inject({ method: 'POST', url: '/api/sales/batch', payload: { sales }, headers: { cookie: cashier } });
const sale = () => offlineSaleInput(t, 'till-1', [{ sku: 'SED-001', quantity: 2 }]);
const stock = async () => (await productsInStore(t.db).where('sku', '=', 'SED-001').executeTakeFirstOrThrow()).stock;
const ordersOf = async (ids: string[]) => t.db.selectFrom('orders').select('id').where('id', 'in', ids).execute();

describe('POST /api/sales/batch', () => {
  it('records each good sale once, answers each in order, and refuses a bad one without holding back the rest', async () => {
    const sales = await Promise.all(Array.from({ length: 30 }, () => sale()));
    const before = await stock();
    const bad = { ...(await sale()), expectedTotalCents: 1 };
    const response = await batch([...sales.slice(0, 15), bad, { id: 'not a sale' }, ...sales.slice(15)]);
    expect(response.statusCode).toBe(200);
    const results = response.json().results as { id: string; status: number; sale?: { id: string } }[];
    expect(results.map((result) => result.status)).toEqual([
      ...Array<number>(15).fill(200),
      400,
      400,
      ...Array<number>(15).fill(200),
    ]);
    expect(results.filter((r) => r.status === 200).map((r) => r.sale?.id)).toEqual(sales.map((s) => s.id));
    expect(results[15]?.id).toBe(bad.id);
    expect(await stock()).toBe(before - 60);
    expect(await ordersOf(sales.map((s) => s.id))).toHaveLength(30);

    // Sent again (the answers were lost): each is answered as recorded, nothing is recorded twice.
    const again = await batch(sales);
    expect((again.json().results as { status: number }[]).every((result) => result.status === 200)).toBe(true);
    expect(await stock()).toBe(before - 60);
    expect(await ordersOf(sales.map((s) => s.id))).toHaveLength(30);
  });

  it('refuses an empty batch or more than 100 sales with 400 and writes nothing', async () => {
    const before = await writeCounts(t);
    const one = await sale();
    expect((await batch([])).statusCode).toBe(400);
    const tooMany = await batch(Array.from({ length: 101 }, () => one));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('Invalid body');
    expect(await writeCounts(t)).toEqual(before);
  });

  it('answers 403 to a role that may not sell', async () => {
    const inventory = await t.signInAs('inventory');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sales/batch',
      payload: { sales: [await sale()] },
      headers: { cookie: inventory },
    });
    expect(response.statusCode).toBe(403);
  });
});
