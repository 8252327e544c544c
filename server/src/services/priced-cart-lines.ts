import { randomUUID } from 'node:crypto';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import type { PricedCart } from './sale-pricing';

/**
 * A priced cart as kept for later (a quote, a layaway): its totals, and each line with the price it was priced
 * at and what its discounts took off, for the sale that sells it to charge exactly those.
 */
export function keptCart(cart: PricedCart) {
  return {
    totals: {
      subtotal_cents: cart.totals.subtotalCents,
      discount_cents: cart.totals.discountCents,
      tax_cents: cart.totals.taxCents,
      total_cents: cart.totals.totalCents,
      item_count: cart.totals.itemCount,
      taxes_json: JSON.stringify(cart.totals.taxes),
    },
    lines: cart.priced.map(({ line, product }, position) => {
      const totals = cart.totals.lines[position]!;
      return {
        id: randomUUID(),
        position,
        product_id: product.id,
        name: product.name,
        sku: product.sku,
        sold_by: (product.sold_by as SoldBy | null) ?? 'unit',
        quantity: line.quantity,
        unit_price_cents: product.price_cents,
        tax_rate_bps: product.tax_rate_bps,
        discount_json: line.discount ? JSON.stringify(line.discount) : null,
        subtotal_cents: totals.subtotalCents,
        discount_cents: totals.discountCents,
        total_cents: totals.totalCents,
      };
    }),
  };
}
