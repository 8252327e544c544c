import { z } from 'zod';
import { refusal } from '../i18n/core-message';
import { paymentMethods } from '../payment/tender';
import { refundNumberPattern } from '../sale/sale-numbers';
import { maxLineQuantityOfAnyUnit, soldByOptions } from '../catalog/sold-by';
import { offlineCaptureSchema, weightsSchema } from '../sale/sale-input-schemas';
import { saleMessages } from '../sale/sale-messages';
import { refundMessages } from './refund-messages';

/**
 * Where a refund's money goes: back over the sale's own payments (the default, and all an older till sends), all in
 * cash, or onto the sale's customer's store credit.
 */
export const refundDestinations = ['original', 'cash', 'store_credit'] as const;
export type RefundDestination = (typeof refundDestinations)[number];

export const refundDestinationLabels: Record<RefundDestination, string> = {
  original: 'To the original payments',
  cash: 'All in cash',
  store_credit: 'Store credit',
};

export const refundInputSchema = z.object({
  /** Created by the till before sending, so a resend is recognised as the same refund. */
  id: z.uuid(),
  saleId: z.string().min(1),
  /** The till the money goes back at; its open shift takes the refund. */
  tillId: z.string().min(1, refusal(saleMessages.chooseTill)).max(64),
  lines: z
    .array(
      z.object({
        saleLineId: z.string().min(1),
        /** Units, or thousandths of a weighed line's unit (see `weights`). */
        quantity: z.number().int().min(1, refusal(refundMessages.unitAtLeastOne)).max(maxLineQuantityOfAnyUnit),
      }),
    )
    .min(1, refusal(refundMessages.selectItem))
    .max(200),
  reason: z.string().trim().max(500).default(''),
  /** A number from a refund block issued to this till (a till numbering offline); the next number when left out. */
  number: z
    .string()
    .regex(refundNumberPattern, refusal(refundMessages.refundNumberLike, { example: 'REF-001' }))
    .optional(),
  /** Present when the till gave the refund offline: filed under the day and shift it happened in. */
  offline: offlineCaptureSchema.optional(),
  /** A manager's approval (POST /api/overrides) when the one giving the refund may not do it alone. */
  overrideId: z.uuid().nullish(),
  destination: z.enum(refundDestinations, refusal(refundMessages.chooseDestination)).default('original'),
  weights: weightsSchema,
});
export type RefundInput = z.infer<typeof refundInputSchema>;

export const refundSchema = z.object({
  id: z.string(),
  number: z.string(),
  saleId: z.string(),
  saleNumber: z.string(),
  reason: z.string(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  amountCents: z.number().int(),
  loyaltyReversed: z.number().int(),
  createdAt: z.string(),
  staffName: z.string(),
  /** Given by a till that was offline and sent later. */
  capturedOffline: z.boolean(),
  /** Where the money went back: the sale's own tenders in proportion to what each paid, or the chosen destination. */
  tenders: z.array(
    z.object({
      method: z.enum(paymentMethods),
      amountCents: z.number().int(),
      reference: z.string().nullable(),
      /** Going back to a card stored offline: stored with it, sent when the card is authorised. */
      stored: z.boolean(),
    }),
  ),
  lines: z.array(
    z.object({
      saleLineId: z.string(),
      name: z.string(),
      /** Thousandths of the unit when sold by weight, as the sale's line. */
      quantity: z.number().int(),
      // A refund kept on a till before lines carried their unit reads as units.
      soldBy: z.enum(soldByOptions).default('unit'),
      amountCents: z.number().int(),
    }),
  ),
});
export type Refund = z.infer<typeof refundSchema>;
