import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { buildSaleApp } from './sale.fixtures';
import type { SaleApp } from './sale.fixtures';

// Parking a sale: no payment or stock until it is completed in place, discarded, never over a completed sale.
let saleApp: SaleApp;
let t: TestApp;
let cashier: string;
let product: SaleApp['product'];
let post: SaleApp['post'];
let saleBody: SaleApp['saleBody'];
beforeAll(async () => {
  saleApp = await buildSaleApp();
  ({ t, cashier, product, post, saleBody } = saleApp);
});
afterAll(() => saleApp?.t.close());

describe('parked sales', () => {
  it('parks a cart without payment or stock, lists it, and completes it in place', async () => {
    const stock = (await product('POT-002')).stock;
    const body = await saleBody([{ sku: 'POT-002', quantity: 1 }]);
    const parked = await post('/api/sales/parked', {
      id: body.id,
      tillId: 'till-1',
      lines: body.lines,
      note: 'Back in 10 minutes',
    });
    expect(parked.statusCode).toBe(200);
    expect(parked.json()).toMatchObject({ status: 'parked', payments: [], note: 'Back in 10 minutes' });
    expect((await product('POT-002')).stock).toBe(stock);

    const list = await t.app.inject({ method: 'GET', url: '/api/sales?status=parked', headers: { cookie: cashier } });
    expect(list.json().items.map((s: { id: string }) => s.id)).toContain(body.id);

    const completed = await post('/api/sales', body);
    expect(completed.json()).toMatchObject({ id: body.id, number: parked.json().number, status: 'completed' });
    expect((await product('POT-002')).stock).toBe(stock - 1);
  });

  it('discards a parked sale and keeps its row as discarded', async () => {
    const body = await saleBody([{ sku: 'SED-002', quantity: 1 }]);
    await post('/api/sales/parked', { id: body.id, tillId: 'till-1', lines: body.lines });
    const discard = await t.app.inject({
      method: 'DELETE',
      url: `/api/sales/parked/${body.id}`,
      headers: { cookie: cashier },
    });
    expect(discard.statusCode).toBe(204);
    expect(
      (await t.db.selectFrom('orders').select('status').where('id', '=', body.id).executeTakeFirstOrThrow()).status,
    ).toBe('discarded');
    expect((await post('/api/sales', body)).statusCode).toBe(409);
  });

  it('will not park over a completed sale', async () => {
    const body = await saleBody([{ sku: 'SED-001', quantity: 1 }]);
    await post('/api/sales', body);
    expect((await post('/api/sales/parked', { id: body.id, tillId: 'till-1', lines: body.lines })).statusCode).toBe(
      409,
    );
  });
});
