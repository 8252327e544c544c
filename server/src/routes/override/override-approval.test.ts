import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPin } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { buildOverrideApp, managerApproval } from './override.fixtures';
import type { OverrideApp } from './override.fixtures';

// Who may approve what (POST /api/overrides), and the approval a pay-out above the limit leaves.
let overrideApp: OverrideApp;
let t: TestApp;
let admin: string;
let manager: string;
let cashier: string;
let post: OverrideApp['post'];
let product: OverrideApp['product'];
let overrideRow: OverrideApp['overrideRow'];
let auditOf: OverrideApp['auditOf'];
let approve: OverrideApp['approve'];
let approveDiscount: OverrideApp['approveDiscount'];
beforeAll(async () => {
  overrideApp = await buildOverrideApp();
  ({ t, admin, manager, cashier, post, product, overrideRow, auditOf, approve, approveDiscount } = overrideApp);
});
afterAll(() => overrideApp?.t.close());

describe('POST /api/overrides', () => {
  it('refuses a wrong PIN (403), counting it towards the manager’s lock, and keeps nothing', async () => {
    const id = randomUUID();
    const response = await post('/api/overrides', {
      id,
      tillId: 'till-1',
      action: 'discount',
      details: { percent: 25 },
      approval: { userId: 'user-manager', pin: '9999' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'Wrong PIN. 4 attempts left.',
      details: [{ path: 'approval.pin', message: 'Wrong PIN. 4 attempts left.' }],
    });
    expect(await overrideRow(id)).toBeUndefined();
    expect(await auditOf('override.approved', id)).toBeUndefined();
    const managerRow = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', 'user-manager')
      .executeTakeFirstOrThrow();
    expect(managerRow.failed_pin_attempts).toBe(1);
    await approveDiscount(25);
    const reset = await t.db.selectFrom('users').selectAll().where('id', '=', 'user-manager').executeTakeFirstOrThrow();
    expect(reset.failed_pin_attempts).toBe(0);
  });

  it('refuses a cashier or an inventory member as approver, and the one asking approving themselves', async () => {
    const created = await post(
      '/api/staff',
      { name: 'Second Cashier', email: 'second@example.com', role: 'cashier', pin: '5151' },
      admin,
    );
    expect(created.statusCode).toBe(201);
    const byCashier = await approve(
      { action: 'discount', details: { percent: 25 } },
      { userId: created.json().id, pin: '5151' },
    );
    expect(byCashier.statusCode).toBe(403);
    expect(byCashier.json().error).toBe('Second Cashier may give at most 10 % off');
    const priceByCashier = await approve(
      { action: 'price_change', details: { productId: (await product('PLT-001')).id, toCents: 100 } },
      { userId: created.json().id, pin: '5151' },
    );
    expect(priceByCashier.json().error).toBe('Second Cashier cannot approve this');
    const byInventory = await approve(
      { action: 'discount', details: { percent: 25 } },
      { userId: 'user-inventory', pin: demoPin.inventory },
    );
    expect(byInventory.statusCode).toBe(403);
    const bySelf = await approve(
      { action: 'discount', details: { percent: 25 } },
      { userId: 'user-cashier', pin: demoPin.cashier },
    );
    expect(bySelf.json().error).toBe('Another manager must approve this');
    expect(
      await t.db.selectFrom('overrides').select('id').where('approved_by', '<>', 'user-manager').execute(),
    ).toEqual([]);
  });

  it('refuses what needs no approval and bad input (400), and answers a resend with the same approval', async () => {
    const within = await approve({ action: 'discount', details: { percent: 5 } });
    expect(within.statusCode).toBe(400);
    expect(within.json().error).toBe('You may give up to 10 % off yourself: no approval is needed');
    const managerAsks = await approve(
      { action: 'discount', details: { percent: 50 } },
      { userId: 'user-admin', pin: demoPin.admin },
      manager,
    );
    expect(managerAsks.statusCode).toBe(400);
    expect((await approve({ action: 'discount', details: { percent: 150 } })).statusCode).toBe(400);
    expect(
      (await approve({ action: 'cash_movement', details: { kind: 'pay_out', amountCents: 100 } })).statusCode,
    ).toBe(400);
    expect(
      (await approve({ action: 'refund', details: { saleId: 'no-such-sale', amountCents: 100 } })).statusCode,
    ).toBe(400);

    const body = {
      id: randomUUID(),
      tillId: 'till-1',
      action: 'discount',
      details: { percent: 30 },
      approval: managerApproval,
    };
    const first = await post('/api/overrides', body);
    const resend = await post('/api/overrides', body);
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual(first.json());
    expect((await post('/api/overrides', { ...body, details: { percent: 90 } })).statusCode).toBe(409);
  });
});

describe('a pay-out above the limit', () => {
  it('leaves an override approved by the manager whose PIN was typed', async () => {
    const shift = (
      await t.app.inject({ method: 'GET', url: '/api/shifts/current?tillId=till-1', headers: { cookie: cashier } })
    ).json().shift;
    const id = randomUUID();
    const payOut = await post(`/api/shifts/${shift.id}/cash-movements`, {
      id,
      kind: 'pay_out',
      amountCents: 6000,
      reason: 'Window cleaner',
      approval: managerApproval,
    });
    expect(payOut.statusCode).toBe(201);
    const row = await t.db.selectFrom('overrides').selectAll().where('used_for', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ action: 'cash_movement', requested_by: 'user-cashier', approved_by: 'user-manager' });
    expect(JSON.parse(row.details_json)).toEqual({ kind: 'pay_out', amountCents: 6000 });
    expect(await auditOf('override.approved', row.id)).toMatchObject({ summary: 'Pay Out of up to $60.00' });
  });
});
