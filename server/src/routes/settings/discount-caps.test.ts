import { randomUUID } from 'node:crypto';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { productsInStore } from '../../test/store-stock';

let t: TestApp;
let manager: string;
let cashier: string;
beforeAll(async () => {
  t = await buildTestApp();
  [manager, cashier] = await Promise.all([t.signInAs('manager'), t.signInAs('cashier')]);
});
afterAll(() => t?.close());

const url = '/api/settings/discount-caps';
const put = (payload: object, cookie = manager) => t.app.inject({ method: 'PUT', url, headers: { cookie }, payload });
const get = (cookie = manager) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const stored = () =>
  t.db.selectFrom('store_preferences').selectAll().where('key', '=', 'discountCaps').executeTakeFirst();
const capAudits = () =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'settings.changed')
    .where('subject_id', '=', 'Discount caps')
    .execute();

/** A cashier's sale of one Monstera with a percent off the whole sale. */
async function cashierSale(percent: number) {
  const monstera = await productsInStore(t.db).where('sku', '=', 'PLT-001').executeTakeFirstOrThrow();
  const discount = { kind: 'percent', percent } as const;
  const total = cartTotals(
    [{ unitPriceCents: monstera.price_cents, quantity: 1, taxRate: monstera.tax_rate_bps / 100 }],
    discount,
  ).totalCents;
  return t.app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: { cookie: cashier },
    payload: {
      id: randomUUID(),
      tillId: 'till-1',
      lines: [{ productId: monstera.id, quantity: 1 }],
      discount,
      payments: [{ method: 'card', amountCents: total }],
      expectedTotalCents: total,
    },
  });
}

describe('discount caps', () => {
  it('start at managers 100 %, cashiers 10 %, inventory 0 %, and the till reads them', async () => {
    const response = await get(cashier);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ manager: 100, cashier: 10, inventory: 0 });
    expect(await stored()).toBeUndefined();
  });

  it.each([
    [{ manager: 100, cashier: 101, inventory: 0 }, 'cashier'],
    [{ manager: 100, cashier: -5, inventory: 0 }, 'cashier'],
    [{ manager: 12.5, cashier: 10, inventory: 0 }, 'manager'],
    [{ manager: 100, cashier: 10 }, 'inventory'],
    [{ manager: 100, cashier: '20', inventory: 0 }, 'cashier'],
  ])('refuses %j with 400 and writes nothing', async (caps, field) => {
    const response = await put(caps);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { path: string }) => d.path)).toContain(field);
    expect(await stored()).toBeUndefined();
    expect(await capAudits()).toEqual([]);
  });

  it('refuses an admin cap (admins always give any discount) and cashiers saving (403)', async () => {
    expect((await put({ manager: 100, cashier: 10, inventory: 0, admin: 50 })).statusCode).toBe(400);
    expect((await put({ manager: 100, cashier: 50, inventory: 0 }, cashier)).statusCode).toBe(403);
    expect(await stored()).toBeUndefined();
  });

  it('saves, audits the change, and the next sale is checked against them', async () => {
    expect((await cashierSale(25)).statusCode).toBe(403);
    const saved = await put({ manager: 100, cashier: 25, inventory: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ manager: 100, cashier: 25, inventory: 0 });
    expect(JSON.parse((await stored())?.value ?? 'null')).toEqual({ manager: 100, cashier: 25, inventory: 0 });
    expect((await get(cashier)).json().cashier).toBe(25);
    const [entry] = await capAudits();
    expect(entry).toMatchObject({ user_id: 'user-manager', summary: 'Discount caps · cashier' });
    expect(JSON.parse(entry?.details ?? '{}').changes).toEqual({ cashier: { from: 10, to: 25 } });
    expect((await cashierSale(25)).statusCode).toBe(200);
    expect((await cashierSale(26)).statusCode).toBe(403);

    // A cap of 0 leaves no discount without a manager's approval.
    expect((await put({ manager: 100, cashier: 0, inventory: 0 })).statusCode).toBe(200);
    const refused = await cashierSale(1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Discounts need a manager’s approval');
  });
});
