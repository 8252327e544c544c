import { z } from 'zod';
import { refusal } from '../i18n/core-message';
import { saleMessages } from '../sale/sale-messages';
import { maxLineQuantityOfAnyUnit } from '../catalog/sold-by';
import { returnMessages } from './return-messages';

/**
 * What the chain allows for goods brought back without a receipt (a manager's rule, Settings › Payments): store
 * credit only (the money stays with the store), store credit or cash, or no such returns at all.
 */
export const noReceiptRefundRules = ['store_credit', 'store_credit_or_cash', 'none'] as const;
export type NoReceiptRefundRule = (typeof noReceiptRefundRules)[number];
export const noReceiptRefundRuleLabels: Record<NoReceiptRefundRule, string> = {
  store_credit: 'Store credit only',
  store_credit_or_cash: 'Store credit or cash',
  none: 'Not accepted',
};

/** Where the money for a return without receipt goes. */
export const returnTenders = ['store_credit', 'cash'] as const;
export type ReturnTender = (typeof returnTenders)[number];

/** Returns are numbered RET-001, RET-002, … (three digits at least), apart from refunds of a sale. */
export const formatReturnNumber = (sequence: number) => `RET-${String(sequence).padStart(3, '0')}`;

/** POST /api/returns: goods brought back without a receipt, valued at today's shelf price. */
export const returnInputSchema = z.strictObject({
  /** Made by the till, so a resend is the same return. */
  id: z.uuid(),
  tillId: z.string().min(1, refusal(saleMessages.chooseTill)).max(64),
  lines: z
    .array(
      z.strictObject({
        productId: z.string().min(1).max(64),
        /** Units, or thousandths of the unit of a product sold by weight (the server checks its most). */
        quantity: z
          .number()
          .int()
          .min(1, refusal(returnMessages.unitAtLeastOne))
          .max(maxLineQuantityOfAnyUnit, refusal(returnMessages.weightMax)),
      }),
    )
    .min(1, refusal(returnMessages.addItems))
    .max(50, refusal(returnMessages.itemsMax, { max: 50 })),
  tender: z.enum(returnTenders, refusal(returnMessages.chooseTender)),
  /** Who gets the store credit (needed for it; optional for cash). */
  customerId: z.string().min(1).max(64).nullish(),
  reason: z.string().trim().min(1, refusal(returnMessages.enterReason)).max(200),
  /** A manager's approval (POST /api/overrides) when the one giving it may not give refunds alone. */
  overrideId: z.uuid().nullish(),
});
export type ReturnInput = z.infer<typeof returnInputSchema>;

export const returnSchema = z.object({
  id: z.string(),
  number: z.string(),
  tender: z.enum(returnTenders),
  customer: z.object({ id: z.string(), name: z.string() }).nullable(),
  reason: z.string(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  /** What went back, with any cash rounding. */
  amountCents: z.number().int(),
  cashRoundingCents: z.number().int(),
  createdAt: z.string(),
  staffName: z.string(),
  approvedByName: z.string().nullable(),
  lines: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      sku: z.string(),
      quantity: z.number().int(),
      unitPriceCents: z.number().int(),
      amountCents: z.number().int(),
    }),
  ),
});
export type Return = z.infer<typeof returnSchema>;
