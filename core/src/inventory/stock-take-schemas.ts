import { z } from 'zod';
import { quantityTotals } from '../catalog/quantity-totals';
import { lineAmountCents, maxStockQuantityOfAnyUnit, soldByOptions } from '../catalog/sold-by';
import type { SoldBy } from '../catalog/sold-by';
import { pageOf, pageQuerySchema } from '../http/api-error';
import { refusal, say } from '../i18n/core-message';
import { fieldMessages } from '../i18n/field-messages';
import { inventoryMessages, stockTakeMessages } from './inventory-messages';

/** counting (counts come in from any device) → applied (variances written to the ledger), or cancelled. */
export const stockTakeStatuses = ['counting', 'applied', 'cancelled'] as const;
export type StockTakeStatus = (typeof stockTakeStatuses)[number];
export const stockTakeStatusLabels: Record<StockTakeStatus, string> = {
  counting: 'Counting',
  applied: 'Applied',
  cancelled: 'Cancelled',
};

/** A stock take's human number: ST-0001, from the chain's counter. */
export const formatStockTakeNumber = (sequence: number) => `ST-${String(sequence).padStart(4, '0')}`;

/**
 * Two counts overlap when they could count the same product: everything overlaps every category. Two open counts
 * of the same shelves would each set the stock to their own figure, so a second device joins the open one instead.
 */
export const stockTakesOverlap = (categoryId: string | null, otherCategoryId: string | null) =>
  categoryId === null || otherCategoryId === null || categoryId === otherCategoryId;

/** What starting a count says when one of the same products is open: its number (ST-0001) to add counts to. */
export const stillCountingMessage = (number: string) => say(stockTakeMessages.stillCounting, { number });

/** A count of one category, or of everything the store sells (categoryId empty). */
export const stockTakeInputSchema = z.object({
  categoryId: z
    .string()
    .trim()
    .max(64)
    .nullish()
    .transform((value) => value || null),
  note: z
    .string()
    .trim()
    .max(500, refusal(inventoryMessages.noteTooLong, { max: 500 }))
    .default(''),
});
export type StockTakeInput = z.output<typeof stockTakeInputSchema>;

/**
 * One count from one device: a scan adds (usually 1) to what is counted so far, a typed count sets it. The
 * product is named by its id, or by a scanned or typed barcode or SKU. In units, or thousandths of the unit of a
 * product sold by weight (10.25 lb is 10250), which is always typed: a scan of it cannot say how much is there.
 */
export const stockCountInputSchema = z
  .object({
    productId: z.string().trim().max(64).optional(),
    code: z.string().trim().max(64).optional(),
    quantity: z.coerce
      .number(refusal(stockTakeMessages.enterCount))
      .int(refusal(fieldMessages.wholeNumber))
      .min(0, refusal(inventoryMessages.countZeroOrMore))
      .max(maxStockQuantityOfAnyUnit, refusal(stockTakeMessages.countTooLarge)),
    mode: z.enum(['add', 'set']).default('set'),
  })
  .superRefine((input, ctx) => {
    if (!input.productId && !input.code)
      ctx.addIssue({ code: 'custom', path: ['code'], message: say(stockTakeMessages.scanOrType) });
    if (input.mode === 'add' && input.quantity === 0)
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: say(stockTakeMessages.addAtLeastOne) });
  });
export type StockCountInput = z.output<typeof stockCountInputSchema>;

/** What a product's count has reached after one count, in units or thousandths of its unit. */
export const stockCountResultSchema = z.object({
  productId: z.string(),
  name: z.string(),
  soldBy: z.enum(soldByOptions),
  counted: z.number().int(),
});
export type StockCountResult = z.infer<typeof stockCountResultSchema>;

/** Products in the count's scope that nobody counted: left as they are, or counted as none on the shelf. */
export const stockTakeApplyInputSchema = z.object({
  uncounted: z.enum(['keep', 'zero'], refusal(stockTakeMessages.chooseUncounted)).default('keep'),
});
export type StockTakeApplyInput = z.output<typeof stockTakeApplyInputSchema>;

export const stockTakeListQuerySchema = pageQuerySchema.extend({ status: z.enum(stockTakeStatuses).optional() });
export type StockTakeListQuery = z.infer<typeof stockTakeListQuerySchema>;

export const stockTakeLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  /** Goods sold by weight are counted in thousandths of their unit (0.450 lb is 450). */
  soldBy: z.enum(soldByOptions),
  counted: z.number().int(),
  /** On hand now while counting; what the ledger held when the count was applied, afterwards. */
  onHand: z.number().int(),
  /** counted − onHand: what applying writes to the ledger. */
  variance: z.number().int(),
  /** The variance at the product's cost; null when the product has no cost. */
  varianceCostCents: z.number().int().nullable(),
  countedAt: z.string(),
});
export type StockTakeLine = z.infer<typeof stockTakeLineSchema>;

const staffRefSchema = z.object({ id: z.string(), name: z.string() });

export const stockTakeSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(stockTakeStatuses),
  category: z.object({ id: z.string(), name: z.string() }).nullable(),
  note: z.string().nullable(),
  lines: z.array(stockTakeLineSchema),
  /** Products in scope not counted yet (while counting) or left uncounted (once applied). */
  uncountedCount: z.number().int(),
  /** The first of them by name, for the review. */
  uncounted: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      sku: z.string(),
      soldBy: z.enum(soldByOptions),
      onHand: z.number().int(),
    }),
  ),
  startedBy: staffRefSchema,
  startedAt: z.string(),
  appliedBy: staffRefSchema.nullable(),
  appliedAt: z.string().nullable(),
});
export type StockTake = z.infer<typeof stockTakeSchema>;

export const stockTakeSummarySchema = stockTakeSchema.omit({ lines: true, uncounted: true }).extend({
  countedCount: z.number().int(),
});
export type StockTakeSummary = z.infer<typeof stockTakeSummarySchema>;
export const stockTakePageSchema = pageOf(stockTakeSummarySchema);
export type StockTakePage = z.infer<typeof stockTakePageSchema>;

/** The count a line reaches: a scan adds to what was counted so far, a typed count replaces it. */
export const nextCount = (current: number | null, input: Pick<StockCountInput, 'quantity' | 'mode'>) =>
  input.mode === 'add' ? (current ?? 0) + input.quantity : input.quantity;

/**
 * What a set of counted lines moves, gains and losses net: the units, each weight in its own unit (never added to
 * the units), and the value at cost.
 */
export function stockTakeVariance(lines: readonly Pick<StockTakeLine, 'variance' | 'varianceCostCents' | 'soldBy'>[]) {
  return {
    quantities: quantityTotals(lines.map((line) => ({ quantity: line.variance, soldBy: line.soldBy }))),
    costCents: lines.reduce((sum, line) => sum + (line.varianceCostCents ?? 0), 0),
  };
}

/** A stock quantity's value at cost, signed: units at the unit cost, or a weight at the cost per unit of weight. */
export const stockValueCents = (quantity: number, costCents: number, soldBy?: SoldBy | null) =>
  Math.sign(quantity) * lineAmountCents(costCents, Math.abs(quantity), soldBy);
