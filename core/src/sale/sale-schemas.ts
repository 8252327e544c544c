import { z } from 'zod';
import { anyPromotionRuleSchema } from '../promotion/promotion-schemas';
import { soldByOptions } from '../catalog/sold-by';
import { idParamsSchema, pageOf, pageQuerySchema } from '../http/api-error';
import { paymentMethods } from '../payment/tender';
import { discountSchema, giftCardSaleInputSchema } from './sale-input-schemas';

export const taxAmountSchema = z.object({ name: z.string(), rate: z.number(), taxCents: z.number().int() });

export const saleStatuses = [
  'parked',
  'processing',
  'completed',
  'partially_refunded',
  'refunded',
  'discarded',
] as const;
export type SaleStatus = (typeof saleStatuses)[number];

export const linePromotionSchema = z.object({
  promotionId: z.string(),
  name: z.string(),
  cents: z.number().int(),
  couponCode: z.string().nullable().optional(),
});
export type LinePromotionEntry = z.infer<typeof linePromotionSchema>;

export const salePromotionSchema = z.object({
  promotionId: z.string(),
  name: z.string(),
  discountCents: z.number().int(),
  couponCode: z.string().nullable(),
  /** The deal as it applied to this sale (its targets the sale's products): refunds price what is kept by it. */
  rule: anyPromotionRuleSchema.optional(),
  excludesTypedDiscounts: z.boolean().optional(),
});
export type SalePromotion = z.infer<typeof salePromotionSchema>;

export const saleLineSchema = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  unitPriceCents: z.number().int(),
  /** Units, or thousandths of the unit when sold by weight (0.450 lb is 450). */
  quantity: z.number().int(),
  /** Sold by the unit, or by weight at unitPriceCents per kg or lb. */
  soldBy: z.enum(soldByOptions),
  discountCents: z.number().int(),
  discount: discountSchema.nullable(),
  taxRate: z.number(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  refundedQuantity: z.number().int(),
  /** Each of the line's taxes (one entry for a line with one tax); they add up to taxCents. */
  taxes: z.array(taxAmountSchema),
  /** The part of discountCents the sale's promotions took, and which took what. */
  promotionCents: z.number().int(),
  promotions: z.array(linePromotionSchema),
  /** Its price was changed at the till: no promotion took anything off it, nor does one in its refunds. */
  priceSetByHand: z.boolean().optional(),
});
export type SaleLine = z.infer<typeof saleLineSchema>;

export const salePaymentSchema = z.object({
  id: z.string(),
  method: z.enum(paymentMethods),
  status: z.string(),
  amountCents: z.number().int(),
  tenderedCents: z.number().int().nullable(),
  changeCents: z.number().int(),
  reference: z.string().nullable(),
  /** A card taken offline: stored by the till and authorised later, not captured at the counter. */
  stored: z.boolean(),
});

export const saleRefundSchema = z.object({
  id: z.string(),
  number: z.string(),
  reason: z.string(),
  amountCents: z.number().int(),
  createdAt: z.string(),
  staffName: z.string(),
});

export const saleSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(saleStatuses),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  customer: z
    .object({
      id: z.string(),
      name: z.string(),
      loyaltyPoints: z.number().int(),
      /** Their customer group, whose prices and promotions the sale had. */
      groupId: z.string().nullable().optional(),
      /** A business customer's VAT number and address, for a VAT invoice (read with one sale, not in lists). */
      vatNumber: z.string().nullable().optional(),
      address: z.string().nullable().optional(),
    })
    .nullable(),
  staff: z.object({ id: z.string(), name: z.string() }),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  discount: discountSchema.nullable(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  itemCount: z.number().int(),
  refundedCents: z.number().int(),
  changeCents: z.number().int(),
  loyaltyEarned: z.number().int(),
  loyaltyRedeemed: z.number().int(),
  note: z.string().nullable(),
  /** Taken by a till that was offline and sent later. */
  capturedOffline: z.boolean(),
  /** Taken offline at a price (or tax rate) other than the catalogue's at the time: worth a look. */
  priceDiffers: z.boolean(),
  /** The shelf prices included tax: the total is what they came to, with the tax inside it. */
  pricesIncludeTax: z.boolean(),
  /** What rounding the cash paid added to the total (negative when rounded down); paid = total + this + gift cards. */
  cashRoundingCents: z.number().int(),
  /** Gift cards sold or reloaded in the sale, paid for with it but not part of its total. */
  giftCards: z.array(
    giftCardSaleInputSchema.extend({ kind: z.enum(['issue', 'reload']), balanceCents: z.number().int().nullable() }),
  ),
  giftCardsCents: z.number().int(),
  /** Each tax over the sale (one entry per name and rate), adding up to taxCents. */
  taxes: z.array(taxAmountSchema),
  lines: z.array(saleLineSchema),
  /** Each promotion the sale got, with what it took off in all (and the coupon that brought it). */
  promotions: z.array(salePromotionSchema),
  /** The coupon codes typed on a parked sale, which it resumes with (a completed sale's are in its promotions). */
  couponCodes: z.array(z.string()).optional(),
  payments: z.array(salePaymentSchema),
  refunds: z.array(saleRefundSchema),
});
export type Sale = z.infer<typeof saleSchema>;

export const saleSummarySchema = saleSchema.omit({
  lines: true,
  payments: true,
  refunds: true,
  taxes: true,
  promotions: true,
  couponCodes: true,
});
export type SaleSummary = z.infer<typeof saleSummarySchema>;

/** A parked sale as Parked sales lists it: the summary, with its items' names to find it by. */
export const parkedSaleSchema = saleSummarySchema.extend({ itemNames: z.array(z.string()) });
export type ParkedSale = z.infer<typeof parkedSaleSchema>;
export const parkedSaleListSchema = z.object({ items: z.array(parkedSaleSchema) });
export type ParkedSaleList = z.infer<typeof parkedSaleListSchema>;

export const saleListQuerySchema = pageQuerySchema.extend({
  /** Order number or customer name, case-insensitive substring. */
  q: z.string().trim().max(100).optional(),
  status: z.enum(saleStatuses).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** Sales with at least one payment by this method. */
  method: z.enum(paymentMethods).optional(),
  sort: z.enum(['newest', 'oldest', 'total-desc', 'total-asc']).default('newest'),
});
export type SaleListQuery = z.infer<typeof saleListQuerySchema>;

export const salePageSchema = pageOf(saleSummarySchema);
export type SalePage = z.infer<typeof salePageSchema>;

export const saleIdParamsSchema = idParamsSchema;

/** The Orders screen's overview: latest completed sales, and today's pending and processing counts against yesterday's. */
export const salesOverviewSchema = z.object({
  recent: z.array(saleSummarySchema),
  pending: z.object({ count: z.number().int(), changeFromYesterday: z.number().int() }),
  processing: z.object({ count: z.number().int(), changeFromYesterday: z.number().int() }),
});
export type SalesOverview = z.infer<typeof salesOverviewSchema>;

/** One sale's answer in a batch: 200 with the sale as recorded, or the status and error it would have had alone. */
export const saleBatchResultSchema = z.object({
  id: z.string().nullable(),
  status: z.number().int(),
  sale: saleSchema.optional(),
  error: z.string().optional(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type SaleBatchResult = z.infer<typeof saleBatchResultSchema>;
export const saleBatchAnswerSchema = z.object({ results: z.array(saleBatchResultSchema) });
export type SaleBatchAnswer = z.infer<typeof saleBatchAnswerSchema>;
