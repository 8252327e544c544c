import { randomUUID } from 'node:crypto';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import type { TestApp } from './build-test-app';

/** What a till would send for a sale of these products (priced as the catalogue is now) on a till. */
export async function saleInput(
  t: TestApp,
  tillId: string,
  lines: { sku: string; quantity: number }[],
  pay: (totalCents: number) => { method: string; amountCents: number; tenderedCents?: number }[] = (total) => [
    { method: 'card', amountCents: total },
  ],
) {
  const products = await Promise.all(
    lines.map((line) => t.db.selectFrom('products').selectAll().where('sku', '=', line.sku).executeTakeFirstOrThrow()),
  );
  const totals = cartTotals(
    products.map((product, index) => ({
      unitPriceCents: product.price_cents,
      quantity: lines[index]?.quantity ?? 0,
      taxRate: product.tax_rate_bps / 100,
    })),
  );
  return {
    id: randomUUID(),
    tillId,
    lines: products.map((product, index) => ({ productId: product.id, quantity: lines[index]?.quantity ?? 0 })),
    payments: pay(totals.totalCents),
    expectedTotalCents: totals.totalCents,
  };
}

/** Cash handed over for a total: the next $20 note above it, so there is always change. */
export const cashFor = (totalCents: number) => [
  { method: 'cash', amountCents: totalCents, tenderedCents: (Math.floor(totalCents / 2000) + 1) * 2000 },
];
