import { z } from 'zod';
import { cartInputSchema } from './sale-input-schemas';
import { linePromotionSchema, salePromotionSchema } from './sale-schemas';

/**
 * A cart to price without recording it (POST /api/sales/price): its lines, customer, discounts and coupon codes as a
 * sale would send them. A till names itself when a manager's approval of a price is for it.
 */
export const priceSaleInputSchema = cartInputSchema
  .pick({ lines: true, customerId: true, discount: true, overrideId: true, couponCodes: true })
  .extend({ tillId: cartInputSchema.shape.tillId.optional() });
export type PriceSaleInput = z.infer<typeof priceSaleInputSchema>;

const money = z.number().int();

/** What the server would record for that cart, line by line and in all; nothing of it is written. */
export const pricedSaleSchema = z.object({
  lines: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      unitPriceCents: money,
      subtotalCents: money,
      discountCents: money,
      promotionCents: money,
      taxCents: money,
      totalCents: money,
      promotions: z.array(linePromotionSchema),
    }),
  ),
  promotions: z.array(
    salePromotionSchema.pick({ promotionId: true, name: true, discountCents: true, couponCode: true }),
  ),
  subtotalCents: money,
  discountCents: money,
  promotionCents: money,
  taxCents: money,
  totalCents: money,
});
export type PricedSale = z.infer<typeof pricedSaleSchema>;
