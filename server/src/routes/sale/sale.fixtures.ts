import { randomUUID } from 'node:crypto';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { buildTestApp } from '../../test/build-test-app';
import { productsInStore } from '../../test/store-stock';

/**
 * The demo store signed in as its manager and cashier, with the helpers the sale-*.test.ts files ring sales up
 * with: a sale's body at the catalogue's prices, paid by card on till 1.
 */
export async function buildSaleApp() {
  const t = await buildTestApp();
  const manager = await t.signInAs('manager');
  const cashier = await t.signInAs('cashier');

  const product = (sku: string) => productsInStore(t.db).where('sku', '=', sku).executeTakeFirstOrThrow();
  const customer = (id: string) =>
    t.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const post = (url: string, payload: unknown, cookie = cashier) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });

  async function totalOf(lines: { sku: string; quantity: number }[]) {
    const rows = await Promise.all(lines.map((line) => product(line.sku)));
    return cartTotals(
      rows.map((row, i) => ({
        unitPriceCents: row.price_cents,
        quantity: lines[i]?.quantity ?? 0,
        taxRate: row.tax_rate_bps / 100,
      })),
    ).totalCents;
  }

  async function saleBody(lines: { sku: string; quantity: number }[], extra: Record<string, unknown> = {}) {
    const total = await totalOf(lines);
    const items = await Promise.all(
      lines.map(async (line) => ({ productId: (await product(line.sku)).id, quantity: line.quantity })),
    );
    return {
      id: randomUUID(),
      tillId: 'till-1',
      lines: items,
      payments: [{ method: 'card', amountCents: total }],
      expectedTotalCents: total,
      ...extra,
    };
  }

  return { t, manager, cashier, product, customer, post, totalOf, saleBody };
}

export type SaleApp = Awaited<ReturnType<typeof buildSaleApp>>;
