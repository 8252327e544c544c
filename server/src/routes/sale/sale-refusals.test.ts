import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCounts } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { buildSaleApp } from './sale.fixtures';
import type { SaleApp } from './sale.fixtures';

// Sales refused, and nothing written: bad input, an empty cart, too little cash, changed prices, loyalty points the
// customer has not got, a payment method turned off, the inventory role.
let saleApp: SaleApp;
let t: TestApp;
let manager: string;
let post: SaleApp['post'];
let saleBody: SaleApp['saleBody'];
beforeAll(async () => {
  saleApp = await buildSaleApp();
  ({ t, manager, post, saleBody } = saleApp);
});
afterAll(() => saleApp?.t.close());

describe('POST /api/sales', () => {
  it.each([
    ['a quantity of 0', { lines: [{ productId: 'prod-trowel', quantity: 0 }] }],
    ['no payment', { payments: [] }],
    ['a made-up method', { payments: [{ method: 'bitcoin', amountCents: 100 }] }],
    ['a non-uuid id', { id: 'sale-1' }],
    ['a negative amount', { payments: [{ method: 'card', amountCents: -5 }] }],
  ])('answers %s with 400 and writes nothing', async (_label, override) => {
    const before = await writeCounts(t);
    const response = await post('/api/sales', { ...(await saleBody([{ sku: 'TLS-001', quantity: 1 }])), ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Invalid body');
    expect(await writeCounts(t)).toEqual(before);
  });

  it('answers an empty cart (no items, no gift cards) with 400 and writes nothing', async () => {
    const before = await writeCounts(t);
    const response = await post('/api/sales', { ...(await saleBody([{ sku: 'TLS-001', quantity: 1 }])), lines: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('The cart is empty');
    expect(await writeCounts(t)).toEqual(before);
  });

  it('refuses cash tendered below the total with a message, and writes nothing', async () => {
    const before = await writeCounts(t);
    const body = await saleBody([{ sku: 'TLS-001', quantity: 1 }]);
    const response = await post('/api/sales', {
      ...body,
      payments: [{ method: 'cash', amountCents: body.expectedTotalCents, tenderedCents: 100 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^Cash tendered \$1\.00 is less than \$[\d.]+ due$/);
    expect(await writeCounts(t)).toEqual(before);
  });

  it('refuses a sale whose prices changed since the till showed them (409), and writes nothing', async () => {
    const before = await writeCounts(t);
    const body = await saleBody([{ sku: 'TLS-001', quantity: 1 }]);
    const response = await post('/api/sales', { ...body, expectedTotalCents: body.expectedTotalCents - 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/^Prices have changed: the total is now \$/);
    expect(await writeCounts(t)).toEqual(before);
  });

  it('refuses loyalty payment without an attached customer or without enough points', async () => {
    const body = await saleBody([{ sku: 'TLS-001', quantity: 1 }]);
    const loyalty = [{ method: 'loyalty', amountCents: body.expectedTotalCents }];
    expect((await post('/api/sales', { ...body, payments: loyalty })).json().error).toBe(
      'Attach a customer to pay with loyalty points',
    );
    const poor = await post('/api/sales', { ...body, customerId: 'cust-henry', payments: loyalty });
    expect(poor.statusCode).toBe(400);
    expect(poor.json().error).toMatch(/^Not enough loyalty points: 20 points cover \$0\.20$/);
  });

  it('offers only the payment methods enabled in Settings', async () => {
    const setMethods = (enabledMethods: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/settings/payments',
        headers: { cookie: manager },
        payload: { enabledMethods },
      });
    expect((await setMethods(['card'])).statusCode).toBe(200);
    const body = await saleBody([{ sku: 'SED-001', quantity: 1 }]);
    const response = await post('/api/sales', {
      ...body,
      payments: [{ method: 'cash', amountCents: body.expectedTotalCents }],
    });
    expect(response.json()).toEqual({
      error: 'Cash payments are turned off in Settings',
      details: [{ path: 'payments', message: 'Cash payments are turned off in Settings' }],
    });
    expect((await setMethods(['card', 'cash', 'voucher', 'loyalty'])).statusCode).toBe(200);
  });

  it('is closed to the inventory role', async () => {
    const inventory = await t.signInAs('inventory');
    expect((await post('/api/sales', await saleBody([{ sku: 'SED-001', quantity: 1 }]), inventory)).statusCode).toBe(
      403,
    );
  });
});
