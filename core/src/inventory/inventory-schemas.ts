import { z } from 'zod';
import { productSchema } from '../catalog/catalog-schemas';
import { pageOf } from '../http/api-error';

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

/**
 * A stock adjustment: received adds, damaged removes, counted sets the stock to what was counted,
 * other adds or removes (a signed quantity).
 */
export const stockAdjustmentInputSchema = z
  .object({
    reason: z.enum(stockAdjustmentReasons, { error: 'Choose a reason' }),
    quantity: z.coerce.number({ error: 'Enter a quantity' }).int('Use a whole number').min(-1_000_000).max(1_000_000),
    note: z.string().trim().max(500).default(''),
  })
  .superRefine((input, ctx) => {
    const needsPositive = input.reason === 'received' || input.reason === 'damaged';
    if (needsPositive && input.quantity <= 0)
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'Enter a quantity above 0' });
    if (input.reason === 'counted' && input.quantity < 0)
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'A count is 0 or more' });
    if (input.reason === 'other' && input.quantity === 0)
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'Enter a change other than 0' });
    if (input.reason === 'other' && input.note === '')
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say why the stock changed' });
  });
export type StockAdjustmentInput = z.output<typeof stockAdjustmentInputSchema>;

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
