import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { buildOverrideApp } from './override.fixtures';
import type { OverrideApp } from './override.fixtures';

// A cashier's refund and a price change at the till, each given on a manager's approval.
let overrideApp: OverrideApp;
let t: TestApp;
let manager: string;
let post: OverrideApp['post'];
let product: OverrideApp['product'];
let overrideRow: OverrideApp['overrideRow'];
let auditOf: OverrideApp['auditOf'];
let approve: OverrideApp['approve'];
let sale: OverrideApp['sale'];
beforeAll(async () => {
  overrideApp = await buildOverrideApp();
  ({ t, manager, post, product, overrideRow, auditOf, approve, sale } = overrideApp);
});
afterAll(() => overrideApp?.t.close());

describe('a cashier’s refund', () => {
  async function soldToday() {
    const body = await sale({});
    expect((await post('/api/sales', body)).statusCode).toBe(200);
    const line = await t.db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', '=', body.id)
      .executeTakeFirstOrThrow();
    return {
      saleId: body.id,
      line,
      refund: {
        id: randomUUID(),
        saleId: body.id,
        tillId: 'till-1',
        reason: 'Wilted',
        lines: [{ saleLineId: line.id, quantity: 1 }],
      },
    };
  }

  it('needs a manager’s approval of at least the amount, and is then given by the cashier', async () => {
    const { saleId, line, refund } = await soldToday();
    expect((await post('/api/refunds', refund)).statusCode).toBe(403);

    const short = await approve({ action: 'refund', details: { saleId, amountCents: line.total_cents - 1 } });
    const refused = await post('/api/refunds', { ...refund, overrideId: short.json().id });
    expect(refused.statusCode).toBe(403);
    expect(await t.db.selectFrom('refunds').select('id').where('order_id', '=', saleId).execute()).toEqual([]);

    const approval = await approve({ action: 'refund', details: { saleId, amountCents: line.total_cents } });
    expect(approval.json().approvedBy.name).toBe('Marcus Reid');
    const response = await post('/api/refunds', { ...refund, overrideId: approval.json().id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ amountCents: line.total_cents, staffName: 'Priya Shah' });
    expect(
      await t.db.selectFrom('refunds').selectAll().where('id', '=', refund.id).executeTakeFirstOrThrow(),
    ).toMatchObject({
      user_id: 'user-cashier',
      amount_cents: line.total_cents,
    });
    expect(await overrideRow(approval.json().id)).toMatchObject({ used_for: refund.id });
    expect(await auditOf('refund.recorded', refund.id)).toMatchObject({
      user_id: 'user-cashier',
      approved_by: 'user-manager',
    });
  });
});

describe('a price change at the till', () => {
  it('is charged with a manager’s approval of that price, recorded on the line and in the log', async () => {
    const monstera = await product('PLT-001');
    const toCents = monstera.price_cents - 500;
    const without = await post('/api/sales', await sale({ priceOverrideCents: toCents }));
    expect(without.statusCode).toBe(403);
    expect(without.json().details).toEqual([
      { path: 'lines.0.priceOverrideId', message: `Changing the price of ${monstera.name} needs a manager’s approval` },
    ]);

    const approval = await approve({ action: 'price_change', details: { productId: monstera.id, toCents } });
    expect(approval.statusCode).toBe(200);
    expect(approval.json().details).toEqual({ productId: monstera.id, fromCents: monstera.price_cents, toCents });
    const otherPrice = await post(
      '/api/sales',
      await sale({ priceOverrideCents: toCents - 1, priceOverrideId: approval.json().id }),
    );
    expect(otherPrice.statusCode).toBe(403);

    const body = await sale({ priceOverrideCents: toCents, priceOverrideId: approval.json().id });
    const response = await post('/api/sales', body);
    expect(response.statusCode).toBe(200);
    expect(response.json().lines[0].unitPriceCents).toBe(toCents);
    const line = await t.db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({ unit_price_cents: toCents, catalog_price_cents: monstera.price_cents });
    expect(await auditOf('sale.price_changed', body.id)).toMatchObject({
      user_id: 'user-cashier',
      approved_by: 'user-manager',
    });
  });

  it('needs no approval from a manager, and is recorded all the same', async () => {
    const monstera = await product('PLT-001');
    const body = await sale({ priceOverrideCents: monstera.price_cents + 100 });
    expect((await post('/api/sales', body, manager)).statusCode).toBe(200);
    expect(await auditOf('sale.price_changed', body.id)).toMatchObject({ user_id: 'user-manager', approved_by: null });
  });
});
