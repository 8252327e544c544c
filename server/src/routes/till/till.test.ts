import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { saleInput } from '../../test/sale-factory';

let t: TestApp;
let admin: string;
let manager: string;
let cashier: string;
let inventory: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  manager = await t.signInAs('manager');
  cashier = await t.signInAs('cashier');
  inventory = await t.signInAs('inventory');
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const tillCount = async () => (await t.db.selectFrom('tills').select('id').execute()).length;

describe('tills', () => {
  it('lists the demo store’s tills by name with the shift open on each', async () => {
    const response = await call('GET', '/api/tills', cashier);
    expect(response.statusCode).toBe(200);
    const tills = response.json();
    expect(tills.map((till: { name: string }) => till.name)).toEqual(['Till 1', 'Till 2']);
    expect(tills[0].activeShift).toMatchObject({ status: 'open', openedBy: 'Priya Shah' });
    expect(tills[1].activeShift).toBeNull();
  });

  it('is closed to staff without the till and to anyone signed out', async () => {
    expect((await call('GET', '/api/tills', inventory)).statusCode).toBe(403);
    expect((await call('GET', '/api/tills')).statusCode).toBe(401);
  });

  it('lets a manager add a till; a name must be new (ignoring case) and not empty', async () => {
    const before = await tillCount();
    expect((await call('POST', '/api/tills', cashier, { name: 'Till 9' })).statusCode).toBe(403);
    expect((await call('POST', '/api/tills', manager, { name: '  ' })).statusCode).toBe(400);
    expect((await call('POST', '/api/tills', manager, { name: 'x'.repeat(41) })).statusCode).toBe(400);
    const clash = await call('POST', '/api/tills', manager, { name: 'till 1' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ error: 'A till called till 1 already exists' });
    expect(await tillCount()).toBe(before);

    const created = await call('POST', '/api/tills', manager, { name: 'Garden Shop Till' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Garden Shop Till', isActive: true, activeShift: null });
    expect(await tillCount()).toBe(before + 1);
  });

  it('lets only an admin rename a till or take it out of use, never while a shift is open on it', async () => {
    const till = (await call('POST', '/api/tills', manager, { name: 'Patio Till' })).json();
    expect((await call('PATCH', `/api/tills/${till.id}`, manager, { name: 'Porch Till' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/tills/${till.id}`, admin, { name: 'Till 2' })).statusCode).toBe(409);
    expect((await call('PATCH', `/api/tills/${till.id}`, admin, {})).statusCode).toBe(400);
    expect((await call('PATCH', '/api/tills/nope', admin, { name: 'Nope' })).statusCode).toBe(404);
    const renamed = await call('PATCH', `/api/tills/${till.id}`, admin, { name: 'Porch Till' });
    expect(renamed.json()).toMatchObject({ name: 'Porch Till' });

    const busy = await call('PATCH', '/api/tills/till-1', admin, { isActive: false });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toBe('Close the shift open on Till 1 before taking it out of use');

    expect((await call('PATCH', `/api/tills/${till.id}`, admin, { isActive: false })).json().isActive).toBe(false);
    const sale = await saleInput(t, till.id, [{ sku: 'SED-001', quantity: 1 }]);
    const refused = await call('POST', '/api/sales', cashier, sale);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Porch Till is no longer in use. Choose another till.');
    expect(await t.db.selectFrom('orders').select('id').where('id', '=', sale.id).execute()).toEqual([]);
  });
});
