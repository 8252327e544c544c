import { z } from 'zod';
import { money, refusal } from '../i18n/core-message';
import { fieldMessages } from '../i18n/field-messages';
import { promotionMessages } from '../promotion/promotion-messages';
import { couponCodesSchema } from '../promotion/promotion-schemas';
import { maxSalesPerBatch } from '../outbox/outbox-limits';
import { maxLineQuantityOfAnyUnit } from '../catalog/sold-by';
import { paymentMethods } from '../payment/tender';
import { orderNumberPattern } from './sale-numbers';
import { saleMessages } from './sale-messages';

// What a till sends: a sale's lines, discounts and tenders, a parked cart, a sale taken offline, a batch of them.

/**
 * The most one sale may come to before discounts: $1,000,000.00. Far above any shop's sale, it keeps every
 * stored figure within the range both databases hold in an integer column.
 */
export const maxSaleCents = 100_000_000;
const amountSchema = z
  .number()
  .int()
  .max(10 * maxSaleCents, refusal(fieldMessages.amountTooLarge));

export const discountSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('percent'),
    percent: z
      .number()
      .gt(0, refusal(promotionMessages.percentAboveZero))
      .max(100, refusal(saleMessages.discountAtMost100)),
  }),
  z.object({
    kind: z.literal('amount'),
    cents: amountSchema.positive(refusal(saleMessages.amountAboveZero, { amount: money(0) })),
  }),
]);

export const saleLineInputSchema = z.object({
  productId: z.string().min(1),
  /**
   * Units, or thousandths of the unit of a product sold by weight (0.450 lb is 450; the server checks which, and
   * the most for its unit). A till of an earlier version sent whole grams: see `weights` on the sale.
   */
  quantity: z
    .number()
    .int()
    .min(1, refusal(saleMessages.quantityAtLeastOne))
    .max(maxLineQuantityOfAnyUnit, refusal(saleMessages.lineWeightMax)),
  discount: discountSchema.nullish(),
  /** A unit price changed at the till, charged instead of the catalogue's: by a manager, or with one's approval. */
  priceOverrideCents: amountSchema.nonnegative().nullish(),
  /** The manager's approval of that price (POST /api/overrides) when the seller may not change prices. */
  priceOverrideId: z.uuid().nullish(),
});
export type SaleLineInput = z.infer<typeof saleLineInputSchema>;

export const tenderInputSchema = z.object({
  method: z.enum(paymentMethods),
  amountCents: amountSchema.positive(),
  tenderedCents: amountSchema.nonnegative().nullish(),
  reference: z.string().trim().max(64).nullish(),
});

/**
 * How a body counts weighed goods: 'product-unit', thousandths of each product's own unit (0.450 lb is 450), as
 * every till of this version sends. Left out, it is a till of an earlier version (or its outbox from before an
 * upgrade), which sent whole grams: the server reads those as grams and turns them into the product's unit.
 */
export const weightsSchema = z.literal('product-unit').optional();

export const cartInputSchema = z.object({
  /** Created by the till before sending, so a resend is recognised as the same sale. */
  id: z.uuid(),
  /** The till the sale is rung up on; its open shift takes the sale. */
  tillId: z.string().min(1, refusal(saleMessages.chooseTill)).max(64),
  lines: z.array(saleLineInputSchema).min(1, refusal(saleMessages.cartEmpty)).max(200),
  customerId: z.string().min(1).nullish(),
  discount: discountSchema.nullish(),
  /** A manager's approval (POST /api/overrides) of discounts beyond the seller's cap. */
  overrideId: z.uuid().nullish(),
  /** Coupon codes typed or scanned on the sale: their promotions apply, and each applied is counted once. */
  couponCodes: couponCodesSchema,
  weights: weightsSchema,
});

/** When a till took a sale or gave a refund while it could not reach the server, by the till's own clock. */
export const offlineCaptureSchema = z.strictObject({
  /**
   * Decides the business day and is recorded as when it happened (a few minutes ahead counts as now; further ahead,
   * or more than a day ago, is held for a manager's review).
   */
  capturedAt: z.iso.datetime({ offset: true }),
  /**
   * Who was signed in on the till when it happened. The till's outbox sends it under whoever is signed in when the
   * server is back, so the sale or refund is filed under this staff member instead (one of the store's staff who
   * may do it). Left out: the sender.
   */
  takenBy: z.string().min(1).max(64).optional(),
  /**
   * The offline credential of the one who took it (issued to them on this till when they last signed in online,
   * kept encrypted under their PIN): the proof the server checks before filing it under them.
   */
  credential: z.string().min(1).max(2000).optional(),
});
export type OfflineCapture = z.infer<typeof offlineCaptureSchema>;

export const completeSaleLineInputSchema = saleLineInputSchema.extend({
  /** The unit price the till showed; needed, and charged, only for a sale taken offline. */
  unitPriceCents: amountSchema.nonnegative().optional(),
  /** The tax rate (%) the till applied offline; the catalogue's when left out. */
  taxRate: z.number().min(0).max(100).multipleOf(0.01).optional(),
  /** What the till's promotions took off the line offline (the customer paid that); the server's own online. */
  promotionCents: amountSchema.nonnegative().optional(),
});

/** A gift card sold or reloaded in a sale: an unknown code issues a new card, a known one is topped up. */
export const giftCardSaleInputSchema = z.object({
  code: z.string().trim().min(1, refusal(saleMessages.enterGiftCardCode)).max(40),
  amountCents: amountSchema.positive(refusal(saleMessages.amountAboveZero, { amount: money(0) })),
});
export type GiftCardSaleInput = z.infer<typeof giftCardSaleInputSchema>;

export const completeSaleInputSchema = cartInputSchema.extend({
  /** Empty only when the sale is gift cards alone. */
  lines: z.array(completeSaleLineInputSchema).max(200),
  /** Gift cards sold in the sale; paid for with it, but a liability rather than part of its goods total. */
  giftCards: z.array(giftCardSaleInputSchema).max(10).optional(),
  payments: z.array(tenderInputSchema).min(1, refusal(saleMessages.choosePayment)).max(4),
  /**
   * The total the till showed. Online, when prices changed meanwhile the sale is refused rather than charged
   * differently; offline the customer has paid it, so the lines' own prices must come to it.
   */
  expectedTotalCents: amountSchema.nonnegative(),
  /** A number from an order block issued to this till (a till numbering offline); the next number when left out. */
  number: z
    .string()
    .regex(orderNumberPattern, refusal(saleMessages.orderNumberLike, { example: 'ORD-1234' }))
    .optional(),
  /** Present when the till took the sale offline: recorded at the till's prices, cards stored, never refused for stock. */
  offline: offlineCaptureSchema.optional(),
  /**
   * The quote this sale sells: its lines at the quoted prices (each sent as a price set by hand), which need no
   * approval while the quote is valid. The quote is then sold, once.
   */
  quoteId: z.string().min(1).max(64).nullish(),
  /**
   * The layaway this sale completes: its lines as laid away (each at its price, sent as a price set by hand), a
   * 'layaway' tender of exactly what was paid onto it and the rest in other tenders. The layaway is then completed.
   */
  layawayId: z.string().min(1).max(64).nullish(),
  /** The special order this sale hands over: its one line at its price, its deposit as a 'special_order' tender. */
  specialOrderId: z.string().min(1).max(64).nullish(),
});
export type CompleteSaleInput = z.infer<typeof completeSaleInputSchema>;

/** A parked sale's name or note, e.g. 'Blue jacket, back at 3': short enough to read at a glance in Parked sales. */
export const parkedSaleNoteMaxLength = 120;
export const parkedSaleNoteSchema = z
  .string()
  .trim()
  .max(parkedSaleNoteMaxLength, refusal(saleMessages.parkedNoteTooLong, { max: parkedSaleNoteMaxLength }));
/** The Save for Later form: the note may be left empty, so parking stays one tap and Enter. */
export const parkNoteFormSchema = z.object({ note: parkedSaleNoteSchema });

export const parkSaleInputSchema = cartInputSchema.extend({ note: parkedSaleNoteSchema.nullish() });
export type ParkSaleInput = z.infer<typeof parkSaleInputSchema>;

/**
 * A till's outbox sending what waited, many sales to a request. Each sale is checked and recorded on its own (one
 * refused does not hold back the rest), exactly once by its id as when sent alone, and answered in the same order.
 */
export const saleBatchInputSchema = z.strictObject({
  sales: z
    .array(z.unknown())
    .min(1, refusal(saleMessages.sendAtLeastOne))
    .max(maxSalesPerBatch, refusal(saleMessages.sendAtMost, { max: maxSalesPerBatch })),
});
export type SaleBatchInput = z.infer<typeof saleBatchInputSchema>;
