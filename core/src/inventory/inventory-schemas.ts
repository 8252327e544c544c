import { z } from 'zod';
import { productSchema } from '../catalog/catalog-schemas';
import { pageOf } from '../http/api-error';
import { parseQuantity, quantityHint } from '../catalog/sold-by';
import { quantityMessages } from '../catalog/quantity-messages';
import { refusal, say } from '../i18n/core-message';
import { fieldMessages } from '../i18n/field-messages';
import { inventoryMessages } from './inventory-messages';
import type { SoldBy } from '../catalog/sold-by';

export const stockAdjustmentReasons = ['received', 'counted', 'damaged', 'other'] as const;
export type StockAdjustmentReason = (typeof stockAdjustmentReasons)[number];

/** Every reason a ledger movement can have: the adjustments, and the movements other actions write. */
export const stockMovementReasons = [
  'initial',
  'sale',
  'refund',
  ...stockAdjustmentReasons,
  'transfer_out',
  'transfer_in',
] as const;
export type StockMovementReason = (typeof stockMovementReasons)[number];
export const stockMovementReasonLabels: Record<StockMovementReason, string> = {
  initial: 'Opening stock',
  sale: 'Sale',
  refund: 'Refund',
  received: 'Received',
  counted: 'Counted',
  damaged: 'Damaged',
  other: 'Other',
  transfer_out: 'Transfer out',
  transfer_in: 'Transfer in',
};

type AdjustmentFields = { reason: StockAdjustmentReason; quantity: number; note: string };

/** What each reason allows: a delivery or a loss above 0, a count of 0 or more, another change with its reason. */
function adjustmentRules(input: AdjustmentFields, ctx: z.RefinementCtx) {
  const needsPositive = input.reason === 'received' || input.reason === 'damaged';
  if (needsPositive && input.quantity <= 0)
    ctx.addIssue({ code: 'custom', path: ['quantity'], message: say(quantityMessages.quantityAboveZero) });
  if (input.reason === 'counted' && input.quantity < 0)
    ctx.addIssue({ code: 'custom', path: ['quantity'], message: say(inventoryMessages.countZeroOrMore) });
  if (input.reason === 'other' && input.quantity === 0)
    ctx.addIssue({ code: 'custom', path: ['quantity'], message: say(inventoryMessages.changeOtherThanZero) });
  if (input.reason === 'other' && input.note === '')
    ctx.addIssue({ code: 'custom', path: ['note'], message: say(inventoryMessages.sayWhy) });
}

/**
 * A stock adjustment: received adds, damaged removes, counted sets the stock to what was counted,
 * other adds or removes (a signed quantity). In units, or thousandths of the unit of a product sold by weight.
 */
export const stockAdjustmentInputSchema = z
  .object({
    reason: z.enum(stockAdjustmentReasons, refusal(inventoryMessages.chooseReason)),
    quantity: z.coerce
      .number(refusal(inventoryMessages.enterQuantity))
      .int(refusal(fieldMessages.wholeNumber))
      .min(-1_000_000_000)
      .max(1_000_000_000),
    note: z.string().trim().max(500).default(''),
  })
  .superRefine(adjustmentRules);
export type StockAdjustmentInput = z.output<typeof stockAdjustmentInputSchema>;

/**
 * The adjustment form of one product: the quantity typed in its own unit ('0.45' of cheese sold by the lb), read
 * into what the API takes.
 */
export const stockAdjustmentFormSchema = (soldBy: SoldBy, locale?: string) =>
  z
    .object({
      reason: z.enum(stockAdjustmentReasons, refusal(inventoryMessages.chooseReason)),
      quantity: z.string(),
      note: z.string().trim().max(500).default(''),
    })
    .transform((form, ctx): StockAdjustmentInput => {
      const quantity = parseQuantity(form.quantity, soldBy, {
        allowZero: true,
        signed: true,
        max: 1_000_000_000,
        locale,
      });
      if (quantity === null) {
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: quantityHint(soldBy) });
        return z.NEVER;
      }
      adjustmentRules({ ...form, quantity }, ctx);
      return { ...form, quantity };
    });

export const stockMovementSchema = z.object({
  id: z.string(),
  quantityChange: z.number().int(),
  /** sale, refund, initial (stock when the product was added), transfer_out/in, or an adjustment reason. */
  reason: z.string(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
  /** The stock right after this movement. */
  stockAfter: z.number().int(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const stockMovementPageSchema = pageOf(stockMovementSchema);
export type StockMovementPage = z.infer<typeof stockMovementPageSchema>;

export const stockAdjustmentResultSchema = z.object({ product: productSchema, movement: stockMovementSchema });
export type StockAdjustmentResult = z.infer<typeof stockAdjustmentResultSchema>;

/** How much an adjustment changes the stock: a count replaces the stock, damage removes, the rest add. */
export function stockChange(adjustment: Pick<StockAdjustmentInput, 'reason' | 'quantity'>, stock: number): number {
  switch (adjustment.reason) {
    case 'counted':
      return adjustment.quantity - stock;
    case 'damaged':
      return -adjustment.quantity;
    default:
      return adjustment.quantity;
  }
}
