import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSaleApp } from './sale.fixtures';
import type { SaleApp } from './sale.fixtures';

// Issue 47: a sale to a business customer reads back with their VAT number and address, which its VAT invoice
// prints.

let s: SaleApp;
beforeAll(async () => {
  s = await buildSaleApp();
});
afterAll(() => s?.t.close());

const get = (url: string) => s.t.app.inject({ method: 'GET', url, headers: { cookie: s.cashier } });

describe('a sale’s customer for a VAT invoice', () => {
  it('a business customer’s VAT number and address come with the sale', async () => {
    const created = await s.post('/api/customers', {
      name: 'Brasserie Lumière',
      address: '4 Rue des Fleurs, 75001 Paris',
      vatNumber: 'FR40303265045',
    });
    expect(created.statusCode).toBe(201);
    const body = await s.saleBody([{ sku: 'PLT-002', quantity: 3 }], { customerId: created.json().id });
    expect((await s.post('/api/sales', body)).statusCode).toBe(200);

    const sale = (await get(`/api/sales/${body.id}`)).json();
    expect(sale.customer).toMatchObject({
      name: 'Brasserie Lumière',
      vatNumber: 'FR40303265045',
      address: '4 Rue des Fleurs, 75001 Paris',
    });
  });

  it('a customer without one reads as none', async () => {
    const body = await s.saleBody([{ sku: 'TLS-001', quantity: 1 }], { customerId: 'cust-emma' });
    expect((await s.post('/api/sales', body)).statusCode).toBe(200);
    const sale = (await get(`/api/sales/${body.id}`)).json();
    expect(sale.customer).toMatchObject({ id: 'cust-emma', vatNumber: null });
  });
});
