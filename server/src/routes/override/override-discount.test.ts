import { randomUUID } from 'node:crypto';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCounts } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { buildOverrideApp, managerApproval, quarterOff } from './override.fixtures';
import type { OverrideApp } from './override.fixtures';

// A cashier's discount beyond their cap, and the manager's approval it needs: given, spent once, and refused when it
// does not fit.
let overrideApp: OverrideApp;
let t: TestApp;
let manager: string;
let post: OverrideApp['post'];
let product: OverrideApp['product'];
let overrideRow: OverrideApp['overrideRow'];
let auditOf: OverrideApp['auditOf'];
let approve: OverrideApp['approve'];
let approveDiscount: OverrideApp['approveDiscount'];
let sale: OverrideApp['sale'];
beforeAll(async () => {
  overrideApp = await buildOverrideApp();
  ({ t, manager, post, product, overrideRow, auditOf, approve, approveDiscount, sale } = overrideApp);
});
afterAll(() => overrideApp?.t.close());

describe('a cashier’s discount', () => {
  it('within the cashier’s cap (10 %) needs no approval', async () => {
    const response = await post('/api/sales', await sale({ lineDiscount: { kind: 'percent', percent: 10 } }));
    expect(response.statusCode).toBe(200);
    expect(response.json().discountCents).toBeGreaterThan(0);
  });

  it('above the cap is refused (403) without an approval, and nothing is written', async () => {
    const before = await writeCounts(t);
    const response = await post('/api/sales', await sale({ discount: quarterOff }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'Discounts above 10 % need a manager’s approval (this one is 25 %)',
      details: [{ path: 'overrideId', message: 'Discounts above 10 % need a manager’s approval (this one is 25 %)' }],
    });
    // Two discounts within the cap each still add up beyond it: 10 % off the line, then 10 % off the sale.
    const stacked = await sale({
      lineDiscount: { kind: 'percent', percent: 10 },
      discount: { kind: 'percent', percent: 10 },
    });
    expect((await post('/api/sales', stacked)).statusCode).toBe(403);
    expect(await writeCounts(t)).toEqual(before);
  });

  it('with a manager’s approval is recorded, with who asked and who approved, and spends the approval', async () => {
    const asked = await approve({ action: 'discount', details: { percent: 25 } });
    expect(asked.statusCode).toBe(200);
    const override = asked.json();
    expect(override).toEqual({
      id: override.id,
      action: 'discount',
      details: { percent: 25 },
      approvedBy: { id: 'user-manager', name: 'Marcus Reid' },
    });
    expect(await auditOf('override.approved', override.id)).toMatchObject({
      user_id: 'user-cashier',
      approved_by: 'user-manager',
      till_id: 'till-1',
      summary: 'Discount up to 25 %',
    });
    expect((await overrideRow(override.id))?.used_at).toBeNull();

    const body = await sale({ discount: quarterOff }, { overrideId: override.id });
    const response = await post('/api/sales', body);
    expect(response.statusCode).toBe(200);
    const order = await t.db.selectFrom('orders').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      status: 'completed',
      user_id: 'user-cashier',
      discount_json: JSON.stringify(quarterOff),
    });
    const monstera = await product('PLT-001');
    const line = { unitPriceCents: monstera.price_cents, quantity: 1, taxRate: monstera.tax_rate_bps / 100 };
    expect(order.discount_cents).toBe(cartTotals([line], quarterOff).discountCents);
    expect(await overrideRow(override.id)).toMatchObject({ used_for: body.id, requested_by: 'user-cashier' });
    expect(await auditOf('sale.discounted', body.id)).toMatchObject({
      user_id: 'user-cashier',
      approved_by: 'user-manager',
    });
  });

  it('is refused when the approval is used again, for a smaller discount, or for another action', async () => {
    const override = await approveDiscount(25);
    expect(
      (await post('/api/sales', await sale({ discount: quarterOff }, { overrideId: override.id }))).statusCode,
    ).toBe(200);
    const before = await writeCounts(t);
    const again = await post('/api/sales', await sale({ discount: quarterOff }, { overrideId: override.id }));
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toBe('That manager’s approval has already been used. Ask a manager again.');

    const smaller = await approveDiscount(15);
    const tooMuch = await post('/api/sales', await sale({ discount: quarterOff }, { overrideId: smaller.id }));
    expect(tooMuch.statusCode).toBe(403);
    expect(tooMuch.json().error).toBe('The manager approved a discount of up to 15 %, not 25 %');
    expect((await overrideRow(smaller.id))?.used_at).toBeNull();

    const sale1 = await t.db
      .selectFrom('orders')
      .select('id')
      .where('status', '=', 'completed')
      .executeTakeFirstOrThrow();
    const refundApproval = await approve({ action: 'refund', details: { saleId: sale1.id, amountCents: 100 } });
    expect(refundApproval.statusCode).toBe(200);
    const wrongKind = await post(
      '/api/sales',
      await sale({ discount: quarterOff }, { overrideId: refundApproval.json().id }),
    );
    expect(wrongKind.json().error).toBe('This approval is for a refund, not a discount');
    expect(await writeCounts(t)).toEqual(before);
  });

  it('is refused with an approval given to someone else, on another till, or too long ago', async () => {
    const mine = await approveDiscount(25);
    const managersSale = await post(
      '/api/sales',
      await sale({ discount: { kind: 'percent', percent: 50 } }, { overrideId: mine.id }),
      manager,
    );
    // A manager needs no approval: the cashier's stays unspent.
    expect(managersSale.statusCode).toBe(200);
    expect((await overrideRow(mine.id))?.used_at).toBeNull();

    const otherTill = await post('/api/overrides', {
      id: randomUUID(),
      tillId: 'till-2',
      action: 'discount',
      details: { percent: 25 },
      approval: managerApproval,
    });
    expect(otherTill.statusCode).toBe(200);
    const onTill1 = await post('/api/sales', await sale({ discount: quarterOff }, { overrideId: otherTill.json().id }));
    expect(onTill1.json().error).toBe('That approval was given on another till');

    const old = await approveDiscount(25);
    const sixteenMinutesAgo = new Date(Date.now() - 16 * 60_000).toISOString();
    await t.db.updateTable('overrides').set({ created_at: sixteenMinutesAgo }).where('id', '=', old.id).execute();
    const late = await post('/api/sales', await sale({ discount: quarterOff }, { overrideId: old.id }));
    expect(late.statusCode).toBe(403);
    expect(late.json().error).toBe('That approval is more than 15 minutes old. Ask a manager again.');

    const unknown = await post('/api/sales', await sale({ discount: quarterOff }, { overrideId: randomUUID() }));
    expect(unknown.json().error).toBe('That manager’s approval was not found. Ask a manager again.');
  });

  it('parked with an approval completes later without asking again', async () => {
    const override = await approveDiscount(25);
    const body = await sale({ discount: quarterOff }, { overrideId: override.id });
    const parked = await post('/api/sales/parked', {
      id: body.id,
      tillId: 'till-1',
      lines: body.lines,
      discount: quarterOff,
      overrideId: override.id,
    });
    expect(parked.statusCode).toBe(200);
    // Brought back from Parked sales, the till no longer knows the approval: the server does.
    const resumed = { ...body, overrideId: undefined };
    expect((await post('/api/sales', resumed)).statusCode).toBe(200);
    expect(await overrideRow(override.id)).toMatchObject({ used_for: body.id });
  });
});
