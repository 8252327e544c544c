import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { buildSaleApp } from './sale.fixtures';
import type { SaleApp } from './sale.fixtures';

// What a completed sale records: order, lines, payments, stock, loyalty and discounts, once however often it is sent.
let saleApp: SaleApp;
let t: TestApp;
let manager: string;
let cashier: string;
let product: SaleApp['product'];
let customer: SaleApp['customer'];
let post: SaleApp['post'];
let totalOf: SaleApp['totalOf'];
let saleBody: SaleApp['saleBody'];
beforeAll(async () => {
  saleApp = await buildSaleApp();
  ({ t, manager, cashier, product, customer, post, totalOf, saleBody } = saleApp);
});
afterAll(() => saleApp?.t.close());

describe('POST /api/sales', () => {
  it('records order, lines, payment, one stock movement per line and the loyalty earned, in one go', async () => {
    const before = {
      lavender: (await product('PLT-002')).stock,
      trowel: (await product('TLS-001')).stock,
      emma: (await customer('cust-emma')).loyalty_points,
    };
    const total = await totalOf([
      { sku: 'PLT-002', quantity: 2 },
      { sku: 'TLS-001', quantity: 1 },
    ]);
    const body = await saleBody(
      [
        { sku: 'PLT-002', quantity: 2 },
        { sku: 'TLS-001', quantity: 1 },
      ],
      {
        customerId: 'cust-emma',
        payments: [{ method: 'cash', amountCents: total, tenderedCents: Math.ceil(total / 1000) * 1000 + 1000 }],
      },
    );
    const response = await post('/api/sales', body);
    expect(response.statusCode).toBe(200);
    const sale = response.json();
    expect(sale).toMatchObject({
      id: body.id,
      status: 'completed',
      totalCents: total,
      itemCount: 3,
      customer: { id: 'cust-emma' },
    });
    expect(sale.number).toMatch(/^ORD-\d+$/);
    expect(sale.changeCents).toBe(Math.ceil(total / 1000) * 1000 + 1000 - total);
    expect(sale.lines).toHaveLength(2);
    expect(sale.loyaltyEarned).toBe(Math.floor(total / 100));

    expect((await product('PLT-002')).stock).toBe(before.lavender - 2);
    expect((await product('TLS-001')).stock).toBe(before.trowel - 1);
    expect((await customer('cust-emma')).loyalty_points).toBe(before.emma + Math.floor(total / 100));
    const movements = await t.db.selectFrom('stock_movements').selectAll().where('reference', '=', body.id).execute();
    expect(movements.map((m) => m.quantity_change).sort()).toEqual([-1, -2]);
    const payments = await t.db.selectFrom('payments').selectAll().where('order_id', '=', body.id).execute();
    expect(payments).toMatchObject([{ method: 'cash', amount_cents: total, change_cents: sale.changeCents }]);
  });

  it('numbers orders upwards from the last one', async () => {
    const first = (await post('/api/sales', await saleBody([{ sku: 'SED-001', quantity: 1 }]))).json();
    const second = (await post('/api/sales', await saleBody([{ sku: 'SED-001', quantity: 1 }]))).json();
    expect(Number(second.number.slice(4))).toBe(Number(first.number.slice(4)) + 1);
  });

  it('treats the same sale id sent twice, or in parallel, as one sale', async () => {
    const body = await saleBody([{ sku: 'SOL-002', quantity: 1 }]);
    const stock = (await product('SOL-002')).stock;
    const [a, b, c] = await Promise.all([post('/api/sales', body), post('/api/sales', body), post('/api/sales', body)]);
    const again = await post('/api/sales', body);
    for (const response of [a, b, c, again]) expect(response.statusCode).toBe(200);
    expect(new Set([a, b, c, again].map((r) => r.json().number)).size).toBe(1);
    expect(await t.db.selectFrom('orders').select('id').where('id', '=', body.id).execute()).toHaveLength(1);
    expect((await product('SOL-002')).stock).toBe(stock - 1);
  });

  it('sells below zero stock rather than refuse a customer', async () => {
    const bistro = await product('FUR-001');
    const body = await saleBody([{ sku: 'FUR-001', quantity: bistro.stock + 2 }]);
    expect((await post('/api/sales', body)).statusCode).toBe(200);
    expect((await product('FUR-001')).stock).toBe(-2);
  });

  it('pays with loyalty points at $0.01 each and takes them off the customer', async () => {
    const body = await saleBody([{ sku: 'SED-001', quantity: 1 }]);
    const richest = await t.db
      .selectFrom('customers')
      .selectAll()
      .orderBy('loyalty_points', 'desc')
      .executeTakeFirstOrThrow();
    expect(richest.loyalty_points).toBeGreaterThanOrEqual(body.expectedTotalCents);
    const response = await post('/api/sales', {
      ...body,
      customerId: richest.id,
      payments: [{ method: 'loyalty', amountCents: body.expectedTotalCents }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ loyaltyRedeemed: body.expectedTotalCents, loyaltyEarned: 0 });
    expect((await customer(richest.id)).loyalty_points).toBe(richest.loyalty_points - body.expectedTotalCents);
  });

  it('lets managers give discounts and refuses cashiers one above their cap without approval (403)', async () => {
    const lines = [{ sku: 'PLT-001', quantity: 1 }];
    const body = await saleBody(lines);
    const discounted = { ...body, discount: { kind: 'percent', percent: 10 } };
    const aboveCap = { ...body, discount: { kind: 'percent', percent: 15 } };
    expect((await post('/api/sales', aboveCap, cashier)).statusCode).toBe(403);
    const monstera = await product('PLT-001');
    const expected = cartTotals([{ unitPriceCents: monstera.price_cents, quantity: 1, taxRate: 20 }], {
      kind: 'percent',
      percent: 10,
    });
    const response = await post(
      '/api/sales',
      {
        ...discounted,
        expectedTotalCents: expected.totalCents,
        payments: [{ method: 'card', amountCents: expected.totalCents }],
      },
      manager,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ discountCents: expected.discountCents, totalCents: expected.totalCents });
  });
});
