import { z } from 'zod';
import { money, refusal, typedAmount } from '../i18n/core-message';
import { fieldMessages } from '../i18n/field-messages';
import { pageOf, pageQuerySchema } from '../http/api-error';
import { quoteLineSchema } from '../quote/quote-schemas';
import { cartInputSchema, discountSchema, maxSaleCents } from '../sale/sale-input-schemas';
import { saleMessages } from '../sale/sale-messages';
import { taxAmountSchema } from '../sale/sale-schemas';
import { layawayMessages } from './layaway-messages';
import { layawayPaymentKinds, layawayPaymentMethods } from './layaway-methods';

export * from './layaway-methods';

/**
 * Layaways (issue 45): goods put by for a customer against a deposit, paid off in instalments at any till of the
 * store and handed over, as a sale, once paid. 'overdue' is an open layaway past its due date.
 */
export const layawayStatuses = ['open', 'overdue', 'completed', 'cancelled'] as const;
export type LayawayStatus = (typeof layawayStatuses)[number];
export const layawayStatusLabels: Record<LayawayStatus, string> = {
  open: 'Open',
  overdue: 'Overdue',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Layaways are numbered LAY-0001, LAY-0002, … (four digits at least), one sequence for the chain. */
export const formatLayawayNumber = (sequence: number) => `LAY-${String(sequence).padStart(4, '0')}`;

/** How long the customer has to pay unless the seller says otherwise, and the furthest a due date may be. */
export const defaultLayawayDays = 60;
export const maxLayawayDays = 366;
export const layawayNoteMaxLength = 200;

const cents = z.number().int();
const day = z.iso.date(refusal(layawayMessages.enterDate, { example: '2026-12-31' }));

/** Money paid onto a layaway at a till: cash goes into that till's drawer, so it needs the till's open shift. */
export const layawayPaymentInputSchema = z.object({
  /** Made by the till, so a resend is answered as recorded. */
  id: z.uuid(),
  tillId: z.string().min(1, refusal(saleMessages.chooseTill)).max(64),
  method: z.enum(layawayPaymentMethods, refusal(layawayMessages.chooseCashOrCard)),
  amountCents: z
    .number(refusal(layawayMessages.enterAmount, { example: typedAmount(2500) }))
    .int(refusal(layawayMessages.wholeCents))
    .positive(refusal(saleMessages.amountAboveZero, { amount: money(0) }))
    .max(maxSaleCents, refusal(fieldMessages.amountTooLarge)),
  /** Cash handed over, at least the amount: the rest is change. */
  tenderedCents: z.number().int().max(maxSaleCents, refusal(fieldMessages.amountTooLarge)).nullish(),
});
export type LayawayPaymentInput = z.infer<typeof layawayPaymentInputSchema>;

/**
 * POST /api/layaways: the till's cart put by for its customer with a deposit. As with a quote its lines hold the
 * day's prices (no promotions or coupons): the sale that completes it charges exactly those.
 */
export const createLayawayInputSchema = cartInputSchema.omit({ couponCodes: true, weights: true }).extend({
  customerId: z.string(refusal(layawayMessages.chooseCustomer)).min(1, refusal(layawayMessages.chooseCustomer)),
  dueDate: day,
  note: z
    .string()
    .trim()
    .max(layawayNoteMaxLength, refusal(layawayMessages.noteTooLong, { max: layawayNoteMaxLength }))
    .optional(),
  deposit: layawayPaymentInputSchema.omit({ tillId: true }),
});
export type CreateLayawayInput = z.infer<typeof createLayawayInputSchema>;

/** POST /api/layaways/:id/cancel: the till whose drawer pays back the cash part of what is refunded. */
export const cancelLayawayInputSchema = z.object({
  tillId: z.string().min(1, refusal(saleMessages.chooseTill)).max(64),
});

export const layawayLineSchema = quoteLineSchema.omit({ currentPriceCents: true, currentTaxRate: true });
export type LayawayLine = z.infer<typeof layawayLineSchema>;

export const layawayPaymentSchema = z.object({
  id: z.string(),
  kind: z.enum(layawayPaymentKinds),
  method: z.enum(layawayPaymentMethods).nullable(),
  /** + paid onto the layaway, − given back (a refund) or kept (the fee). */
  amountCents: cents,
  date: day,
  createdAt: z.string(),
  staff: z.string(),
});
export type LayawayPayment = z.infer<typeof layawayPaymentSchema>;

export const layawaySummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(layawayStatuses),
  customer: z.object({ id: z.string(), name: z.string() }),
  dueDate: day,
  createdAt: z.string(),
  createdBy: z.string(),
  storeName: z.string(),
  itemCount: z.number().int(),
  totalCents: cents,
  /** What the customer has paid onto it so far, and what is left to pay. */
  paidCents: cents,
  balanceCents: cents,
  /** The sale it became once paid and handed over. */
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
});
export type LayawaySummary = z.infer<typeof layawaySummarySchema>;

export const layawaySchema = layawaySummarySchema.extend({
  note: z.string(),
  tillId: z.string(),
  discount: discountSchema.nullable(),
  pricesIncludeTax: z.boolean(),
  subtotalCents: cents,
  discountCents: cents,
  taxCents: cents,
  taxes: z.array(taxAmountSchema),
  /** What cancelling today would keep (the store's fee, at most what was paid) and give back. */
  cancellationFeeCents: cents,
  /** What is left to pay, in cash: rounded to the store's cash step (the same as balanceCents where none). */
  cashBalanceCents: cents,
  lines: z.array(layawayLineSchema),
  payments: z.array(layawayPaymentSchema),
});
export type Layaway = z.infer<typeof layawaySchema>;

export const layawayListQuerySchema = pageQuerySchema.extend({
  /** Layaway number or customer name, case-insensitive substring. */
  q: z.string().trim().max(100).optional(),
  status: z.enum(layawayStatuses).optional(),
  customerId: z.string().min(1).max(64).optional(),
});
export type LayawayListQuery = z.infer<typeof layawayListQuerySchema>;

export const layawayPageSchema = pageOf(layawaySummarySchema);
export type LayawayPage = z.infer<typeof layawayPageSchema>;
