import { roundCents } from '../money/money';
import type { PriceListEntry } from './promotion-schemas';

/**
 * What a customer group pays for a product: its price list's own price for the product, else its percentage off
 * the product's category, else the shelf price.
 */
export function listPriceCents(
  product: { id: string; categoryId: string | null; priceCents: number },
  prices: readonly PriceListEntry[] | null | undefined,
): number {
  if (!prices || prices.length === 0) return product.priceCents;
  let categoryPercent: number | null = null;
  for (const entry of prices) {
    if ('productId' in entry) {
      if (entry.productId === product.id) return entry.priceCents;
    } else if (entry.categoryId === product.categoryId) {
      categoryPercent = entry.percentOffBps;
    }
  }
  if (categoryPercent === null) return product.priceCents;
  return product.priceCents - Math.min(product.priceCents, roundCents((product.priceCents * categoryPercent) / 10_000));
}
