import { randomUUID } from 'node:crypto';
import type { PricedSale, PriceSaleInput } from '@tillwise/core/sale/sale-price-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db } from '../db/database';
import { priceCart } from './sale-pricing';
import type { PricedCart } from './sale-pricing';
import { getStorePricing, getStoreTimeZone } from './settings-service';

/**
 * What the server would record for a cart now, as it prices a sale (the store's prices, the customer's group, the
 * promotions in force and the coupons given), without recording it: priced in a transaction that is rolled back.
 * A cart a sale would be refused for (a product gone, a coupon past its limit, a price change without approval)
 * is refused the same way.
 */
export async function priceSale(
  db: Db,
  storeId: string,
  input: PriceSaleInput,
  staff: StaffMember,
  now: Date,
): Promise<PricedSale> {
  const timeZone = await getStoreTimeZone(db, storeId);
  // Rolled back whatever happens: nothing the pricing touched (an approval it would use) stays.
  const trx = await db.startTransaction().execute();
  try {
    const pricing = await getStorePricing(trx, storeId);
    const cartInput = { ...input, id: randomUUID(), tillId: input.tillId ?? '' };
    return pricedSale(await priceCart(trx, storeId, cartInput, staff, { pricing, timeZone, now }));
  } finally {
    await trx.rollback().execute();
  }
}

function pricedSale({ priced, totals, promoted }: PricedCart): PricedSale {
  return {
    lines: priced.map(({ line, product }, index) => {
      const figures = totals.lines[index]!;
      return {
        productId: product.id,
        name: product.name,
        quantity: line.quantity,
        unitPriceCents: product.price_cents,
        subtotalCents: figures.subtotalCents,
        discountCents: figures.discountCents,
        promotionCents: figures.promotionCents,
        taxCents: figures.taxCents,
        totalCents: figures.totalCents,
        promotions: promoted.lines[index]?.promotions ?? [],
      };
    }),
    promotions: promoted.applied.map(({ promotionId, name, discountCents, couponCode }) => ({
      promotionId,
      name,
      discountCents,
      couponCode,
    })),
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    promotionCents: totals.promotionCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
  };
}
