import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParkedSale } from '@tillwise/core/sale/sale-schemas';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { productsInStore } from '../../test/store-stock';

let t: TestApp;
let cashier: string;
beforeAll(async () => {
  t = await buildTestApp();
  cashier = await t.signInAs('cashier');
});
afterAll(() => t?.close());

const productId = async (sku: string) =>
  (await productsInStore(t.db).where('sku', '=', sku).executeTakeFirstOrThrow()).id;
const park = async (skus: string[], note?: string | null, id: string = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sales/parked',
    headers: { cookie: cashier },
    payload: {
      id,
      tillId: 'till-1',
      lines: await Promise.all(skus.map(async (sku) => ({ productId: await productId(sku), quantity: 1 }))),
      ...(note !== undefined && { note }),
    },
  });
const storedOrder = (id: string) =>
  t.db.selectFrom('orders').select(['note', 'status']).where('id', '=', id).executeTakeFirst();
const parkedList = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/sales/parked', headers: { cookie: cashier } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: ParkedSale[] }).items;
};

describe('a parked sale’s name or note', () => {
  it('is stored trimmed, returned, and listed in Parked sales with the items’ names', async () => {
    const id = randomUUID();
    const parked = await park(['POT-001', 'TLS-001'], '  Blue jacket, back at 3 ', id);
    expect(parked.statusCode).toBe(200);
    expect(parked.json()).toMatchObject({ id, status: 'parked', note: 'Blue jacket, back at 3' });
    expect(await storedOrder(id)).toEqual({ note: 'Blue jacket, back at 3', status: 'parked' });

    const listed = (await parkedList()).find((sale) => sale.id === id);
    expect(listed).toMatchObject({ number: parked.json().number, note: 'Blue jacket, back at 3', itemCount: 2 });
    const names = await t.db
      .selectFrom('products')
      .select('name')
      .where('sku', 'in', ['POT-001', 'TLS-001'])
      .orderBy('sku')
      .execute();
    expect(listed?.itemNames).toEqual(names.map((product) => product.name));
  });

  it('may be left empty: none is stored', async () => {
    const id = randomUUID();
    expect((await park(['SED-001'], '   ', id)).json()).toMatchObject({ id, note: null });
    expect(await storedOrder(id)).toEqual({ note: null, status: 'parked' });
    const other = randomUUID();
    expect((await park(['SED-001'], undefined, other)).statusCode).toBe(200);
    expect((await storedOrder(other))?.note).toBeNull();
  });

  it('changes when the sale is parked again under another note', async () => {
    const id = randomUUID();
    await park(['SED-002'], 'Mrs Ito', id);
    expect((await park(['SED-002', 'SED-001'], 'Mrs Ito – fern too', id)).statusCode).toBe(200);
    expect((await storedOrder(id))?.note).toBe('Mrs Ito – fern too');
    expect((await parkedList()).filter((sale) => sale.id === id)).toMatchObject([
      { note: 'Mrs Ito – fern too', itemCount: 2 },
    ]);
  });

  it('over 120 characters is refused with a 400 that says so, and nothing is stored', async () => {
    const id = randomUUID();
    const refused = await park(['POT-001'], 'x'.repeat(121), id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'Invalid body',
      details: [{ path: 'note', message: 'Keep the name or note to 120 characters' }],
    });
    expect(await storedOrder(id)).toBeUndefined();
    expect((await parkedList()).map((sale) => sale.id)).not.toContain(id);
    // 120 characters with spaces around them fit.
    expect((await park(['POT-001'], ` ${'x'.repeat(120)} `, id)).statusCode).toBe(200);
  });

  it('leaves Parked sales once it is discarded', async () => {
    const id = randomUUID();
    await park(['SED-001'], 'Paying by card in a minute', id);
    expect((await parkedList()).map((sale) => sale.id)).toContain(id);
    const discarded = await t.app.inject({
      method: 'DELETE',
      url: `/api/sales/parked/${id}`,
      headers: { cookie: cashier },
    });
    expect(discarded.statusCode).toBe(204);
    expect((await parkedList()).map((sale) => sale.id)).not.toContain(id);
  });
});
