import { randomUUID } from 'node:crypto';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { buildTestApp } from '../../test/build-test-app';
import { firstStoreId, productsInStore } from '../../test/store-stock';

// Tenders as stores meet them, for the tenders-*.test.ts files: sales of lavender paid every way and refunded in
// full, as the demo store's manager on till 1.

export type Payment = { method: string; amountCents: number; tenderedCents?: number; reference?: string };
export type RecordedSale = {
  id: string;
  totalCents: number;
  taxCents: number;
  subtotalCents: number;
  cashRoundingCents: number;
  changeCents: number;
  pricesIncludeTax: boolean;
  giftCards: { code: string; amountCents: number; kind: string; balanceCents: number | null }[];
  lines: { id: string; quantity: number; totalCents: number; taxes: { name: string; taxCents: number }[] }[];
  payments: { method: string; amountCents: number; changeCents: number; reference: string | null }[];
};

/** The demo store signed in as its manager, with the tender tests' helpers over it. */
export async function buildTenderApp() {
  const t = await buildTestApp();
  const manager = await t.signInAs('manager');

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie: manager } });
  const lavender = () => productsInStore(t.db).where('id', '=', 'prod-lavender').executeTakeFirstOrThrow();
  const setStore = (changes: {
    prices_include_tax?: number;
    cash_rounding_cents?: number;
    additional_taxes_json?: string | null;
  }) => t.db.updateTable('store').set(changes).where('id', '=', firstStoreId).execute();
  /** Puts the store back to prices before tax, cash to the cent and no tax but its own: each test's start. */
  const resetStore = () => setStore({ prices_include_tax: 0, cash_rounding_cents: 0, additional_taxes_json: null });
  const giftCard = (code: string) =>
    t.db.selectFrom('gift_cards').selectAll().where('code', '=', code).executeTakeFirst();

  /** What `quantity` lavender comes to under the store's current way of pricing. */
  async function lavenderTotal(quantity: number, pricesIncludeTax = false) {
    const product = await lavender();
    return cartTotals([{ unitPriceCents: product.price_cents, quantity, taxRate: product.tax_rate_bps / 100 }], null, {
      pricesIncludeTax,
    }).totalCents;
  }

  async function sell(
    quantity: number,
    pay: (totalCents: number) => Payment[],
    extra: Record<string, unknown> = {},
    pricesIncludeTax = false,
  ) {
    const total = quantity === 0 ? 0 : await lavenderTotal(quantity, pricesIncludeTax);
    return post('/api/sales', {
      id: randomUUID(),
      tillId: 'till-1',
      lines: quantity === 0 ? [] : [{ productId: 'prod-lavender', quantity }],
      payments: pay(total),
      expectedTotalCents: total,
      ...extra,
    });
  }

  async function refundAll(sale: RecordedSale) {
    return post('/api/refunds', {
      id: randomUUID(),
      saleId: sale.id,
      tillId: 'till-1',
      lines: sale.lines.map((line) => ({ saleLineId: line.id, quantity: line.quantity })),
    });
  }

  const refundTenders = (refundId: string) =>
    t.db.selectFrom('refund_tenders').select(['method', 'amount_cents']).where('refund_id', '=', refundId).execute();

  return { t, manager, post, lavender, setStore, resetStore, giftCard, lavenderTotal, sell, refundAll, refundTenders };
}

export type TenderApp = Awaited<ReturnType<typeof buildTenderApp>>;
