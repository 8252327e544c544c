import { randomUUID } from 'node:crypto';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import type { TestApp } from './build-test-app';

export interface OfflineLine {
  sku: string;
  quantity: number;
  /** The price the till showed; the catalogue's price now when left out. */
  unitPriceCents?: number;
}

/**
 * What a till sends for a sale it took offline: each line at the price it showed, the total that comes to, card
 * by default, taken `minutesAgo` before now.
 */
export async function offlineSaleInput(
  t: TestApp,
  tillId: string,
  lines: OfflineLine[],
  options: {
    minutesAgo?: number;
    pay?: (totalCents: number) => { method: string; amountCents: number; tenderedCents?: number }[];
  } = {},
) {
  const products = await Promise.all(
    lines.map((line) => t.db.selectFrom('products').selectAll().where('sku', '=', line.sku).executeTakeFirstOrThrow()),
  );
  const shown = products.map((product, index) => ({
    productId: product.id,
    quantity: lines[index]?.quantity ?? 0,
    unitPriceCents: lines[index]?.unitPriceCents ?? product.price_cents,
  }));
  const totals = cartTotals(
    shown.map((line, index) => ({
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      taxRate: (products[index]?.tax_rate_bps ?? 0) / 100,
    })),
  );
  const pay = options.pay ?? ((total: number) => [{ method: 'card', amountCents: total }]);
  return {
    id: randomUUID(),
    tillId,
    lines: shown,
    payments: pay(totals.totalCents),
    expectedTotalCents: totals.totalCents,
    offline: { capturedAt: new Date(Date.now() - (options.minutesAgo ?? 30) * 60_000).toISOString() },
  };
}
