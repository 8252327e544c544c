import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { formatMoney } from '@tillwise/core/money/money';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { saleInput } from '../../test/sale-factory';
import { productsInStore } from '../../test/store-stock';

let t: TestApp;
let admin: string;
let manager: string;
let cashier: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  manager = await t.signInAs('manager');
  cashier = await t.signInAs('cashier');
});
afterAll(() => t?.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { cookie } });
}
const entries = async (query = '') => (await call('GET', `/api/audit-log?pageSize=100${query}`, admin)).json();
const auditRows = async () => (await t.db.selectFrom('audit_log').select('id').execute()).length;
const productBySku = (sku: string) => productsInStore(t.db).where('sku', '=', sku).executeTakeFirstOrThrow();

async function productUpdate(sku: string, change: object) {
  const row = await productBySku(sku);
  const product = (await call('GET', `/api/products/${row.id}`, admin)).json();
  const { id, stock, ...fields } = product;
  void stock;
  return call('PUT', `/api/products/${id}`, manager, { ...fields, ...change });
}

describe('the audit log', () => {
  it('records a sale and its discount with who, till and the order number', async () => {
    const input = await saleInput(t, 'till-1', [{ sku: 'SED-001', quantity: 2 }]);
    const product = await productBySku('SED-001');
    const discount = { kind: 'percent', percent: 10 } as const;
    const line = { unitPriceCents: product.price_cents, quantity: 2, taxRate: product.tax_rate_bps / 100 };
    const total = cartTotals([line], discount).totalCents;
    const sale = await call('POST', '/api/sales', manager, {
      ...input,
      discount,
      expectedTotalCents: total,
      payments: [{ method: 'card', amountCents: total }],
    });
    expect(sale.statusCode).toBe(200);
    const number = sale.json().number;

    const log = await entries(`&q=${number}`);
    expect(log.items.map((e: { action: string }) => e.action).sort()).toEqual(['sale.completed', 'sale.discounted']);
    const completed = log.items.find((e: { action: string }) => e.action === 'sale.completed');
    expect(completed).toMatchObject({
      actor: { name: 'Marcus Reid' },
      tillName: 'Till 1',
      subject: { type: 'order', id: input.id },
      details: { number, totalCents: total },
    });
    expect(completed.summary).toMatch(new RegExp(`^${number} · \\$[\\d.]+ · Card$`));
  });

  it('records a refund with the sale it came from', async () => {
    const input = await saleInput(t, 'till-1', [{ sku: 'SED-001', quantity: 1 }]);
    const sale = (await call('POST', '/api/sales', manager, input)).json();
    const refund = await call('POST', '/api/refunds', manager, {
      id: randomUUID(),
      saleId: sale.id,
      tillId: 'till-1',
      lines: [{ saleLineId: sale.lines[0].id, quantity: 1 }],
      reason: 'Damaged',
    });
    expect(refund.statusCode).toBe(200);
    const [entry] = (await entries('&action=refund.recorded')).items;
    expect(entry.summary).toBe(
      `${refund.json().number} for ${sale.number} · ${formatMoney(sale.totalCents)} · Damaged`,
    );
    expect(entry.details).toMatchObject({ saleNumber: sale.number, amountCents: sale.totalCents, reason: 'Damaged' });
  });

  it('records a price change with the price before and after; other edits as edits', async () => {
    const before = await productBySku('SED-001');
    expect((await productUpdate('SED-001', { priceCents: before.price_cents + 50 })).statusCode).toBe(200);
    const [price] = (await entries('&action=product.price_changed')).items;
    expect(price.details.changes.price_cents).toEqual({ from: before.price_cents, to: before.price_cents + 50 });
    expect(price.summary).toContain('price $');
    expect(price.actor.name).toBe('Marcus Reid');

    expect((await productUpdate('SED-001', { description: 'Sown in spring' })).statusCode).toBe(200);
    const [edit] = (await entries('&action=product.updated')).items;
    expect(edit.summary).toBe(`${before.name} · description`);
  });

  it('records stock adjustments, and nothing for one refused', async () => {
    const product = await productBySku('SED-001');
    const url = `/api/products/${product.id}/stock-adjustments`;
    const refused = await call('POST', url, manager, { reason: 'damaged', quantity: 100_000 });
    expect(refused.statusCode).toBe(400);
    expect((await entries('&action=stock.adjusted')).total).toBe(0);
    expect((await call('POST', url, manager, { reason: 'received', quantity: 12 })).statusCode).toBe(201);
    const [entry] = (await entries('&action=stock.adjusted')).items;
    expect(entry.details).toMatchObject({ reason: 'received', quantityChange: 12, stockBefore: product.stock });
  });

  it('records a settings change with what changed, and nothing for a save without changes', async () => {
    const payments = (await call('GET', '/api/settings/payments', manager)).json();
    expect((await call('PUT', '/api/settings/payments', manager, payments)).statusCode).toBe(200);
    expect((await entries('&action=settings.changed')).total).toBe(0);
    const changed = { ...payments, cardTerminalLabel: 'Counter reader' };
    expect((await call('PUT', '/api/settings/payments', manager, changed)).statusCode).toBe(200);
    const [entry] = (await entries('&action=settings.changed')).items;
    expect(entry.summary).toBe('Payments · card terminal label');
    expect(entry.details.changes.cardTerminalLabel).toEqual({ from: payments.cardTerminalLabel, to: 'Counter reader' });
  });

  it('records staff changes and the manager who approved a pay-out', async () => {
    const added = (
      await call('POST', '/api/staff', admin, {
        name: 'Audit Ann',
        email: 'ann@example.com',
        role: 'cashier',
        pin: '5151',
      })
    ).json();
    await call('PATCH', `/api/staff/${added.id}`, admin, { role: 'manager' });
    const staffLog = await entries('&q=Audit Ann');
    expect(staffLog.items.map((e: { summary: string }) => e.summary)).toEqual([
      'Audit Ann · Cashier → Manager',
      'Audit Ann · Cashier',
    ]);

    const shift = (await call('GET', '/api/shifts/current?tillId=till-1', cashier)).json().shift;
    const approver = await t.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'manager')
      .executeTakeFirstOrThrow();
    const payOut = await call('POST', `/api/shifts/${shift.id}/cash-movements`, cashier, {
      id: randomUUID(),
      kind: 'pay_out',
      amountCents: 6000,
      reason: 'Window cleaner',
      approval: { userId: approver.id, pin: '2222' },
    });
    expect(payOut.statusCode).toBe(201);
    const [entry] = (await entries('&action=cash.moved')).items;
    expect(entry).toMatchObject({ actor: { name: 'Priya Shah' }, approvedBy: { name: 'Marcus Reid' } });
    expect(entry.summary).toBe('Pay Out · $60.00 · Window cleaner');
  });

  it('filters by staff (as actor or approver), day and text, and pages', async () => {
    const managerId = (
      await t.db.selectFrom('users').select('id').where('role', '=', 'manager').executeTakeFirstOrThrow()
    ).id;
    const all = await entries();
    const byManager = await entries(`&userId=${managerId}`);
    expect(byManager.total).toBeGreaterThan(0);
    expect(byManager.total).toBeLessThan(all.total);
    expect(
      byManager.items.every(
        (e: { actor: { id: string }; approvedBy: { id: string } | null }) =>
          e.actor.id === managerId || e.approvedBy?.id === managerId,
      ),
    ).toBe(true);
    const today = all.items[0].businessDate;
    expect((await entries(`&from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await entries('&from=2000-01-01&to=2000-01-02')).total).toBe(0);
    const page = (await call('GET', '/api/audit-log?pageSize=2&page=2', admin)).json();
    expect(page.items.map((e: { id: string }) => e.id)).toEqual(all.items.slice(2, 4).map((e: { id: string }) => e.id));
  });

  it('is for admins only', async () => {
    expect((await call('GET', '/api/audit-log', manager)).statusCode).toBe(403);
    expect((await call('GET', '/api/audit-log/export', cashier)).statusCode).toBe(403);
  });

  it('cannot be changed or deleted, even by SQL', async () => {
    const before = await auditRows();
    await expect(t.db.updateTable('audit_log').set({ summary: 'nothing happened' }).execute()).rejects.toThrow(
      /never changed or deleted/,
    );
    await expect(t.db.deleteFrom('audit_log').execute()).rejects.toThrow(/never changed or deleted/);
    expect(await auditRows()).toBe(before);
  });

  it('exports as CSV with formula-like text neutralised', async () => {
    const created = await call('POST', '/api/products', manager, {
      name: '=HYPERLINK("http://evil.example","Click")',
      sku: 'EVIL-1',
      barcode: null,
      priceCents: 100,
      costCents: null,
      taxRate: 0,
      categoryId: (await productBySku('SED-001')).category_id,
      image: null,
      stock: 1,
      reorderLevel: 0,
      description: '',
      supplier: '',
      isActive: true,
    });
    expect(created.statusCode).toBe(201);
    const csv = await call('GET', '/api/audit-log/export?action=product.created', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment; filename="audit-log-');
    const [header, row] = csv.body.split('\r\n');
    expect(header).toBe('Time,Business Date,Action,Staff,Approved By,Till,Summary,Details');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"") (EVIL-1)`);
    expect(row).toContain('Product added');
  });
});
