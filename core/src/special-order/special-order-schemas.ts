import { z } from 'zod';
import { money, refusal, typedAmount } from '../i18n/core-message';
import type { CoreMessage } from '../i18n/core-message';
import { fieldMessages } from '../i18n/field-messages';
import { pageOf, pageQuerySchema } from '../http/api-error';
import { soldByOptions } from '../catalog/sold-by';
import { layawayMessages } from '../layaway/layaway-messages';
import { layawayPaymentInputSchema, layawayPaymentMethods } from '../layaway/layaway-schemas';
import { maxSaleCents } from '../sale/sale-input-schemas';
import { saleMessages } from '../sale/sale-messages';
import { specialOrderMessages } from './special-order-messages';

/**
 * Special orders (issue 45): an item ordered in for a customer — from the catalogue or typed as a one-off — with or
 * without a deposit. It joins the store's next purchase order to its supplier; when that order's goods arrive it is
 * put by for the customer ('ready'), and collecting it completes the sale.
 */
export const specialOrderStatuses = ['ordered', 'ready', 'collected', 'cancelled'] as const;
export type SpecialOrderStatus = (typeof specialOrderStatuses)[number];
export const specialOrderStatusLabels: Record<SpecialOrderStatus, string> = {
  ordered: 'On order',
  ready: 'Ready to collect',
  collected: 'Collected',
  cancelled: 'Cancelled',
};

/** Special orders are numbered SPO-0001, SPO-0002, … (four digits at least), one sequence for the chain. */
export const formatSpecialOrderNumber = (sequence: number) => `SPO-${String(sequence).padStart(4, '0')}`;

export const specialOrderNoteMaxLength = 200;

const cents = z.number().int();
const id = z.string().min(1).max(64);
/** An amount in cents, what to say when it is not one given for a price or a cost. */
const amount = (messages: { enter: CoreMessage; zeroOrMore: CoreMessage }) =>
  z
    .number(refusal(messages.enter, { example: typedAmount(2500) }))
    .int(refusal(layawayMessages.wholeCents))
    .min(0, refusal(messages.zeroOrMore, { amount: money(0) }))
    .max(maxSaleCents, refusal(fieldMessages.amountTooLarge));
const price = { enter: specialOrderMessages.enterPrice, zeroOrMore: specialOrderMessages.priceZeroOrMore };
const cost = { enter: specialOrderMessages.enterCost, zeroOrMore: specialOrderMessages.costZeroOrMore };

/** An item the catalogue does not have, typed at the counter: it becomes a catalogue item not for sale on its own. */
export const oneOffItemSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, refusal(specialOrderMessages.enterItem))
    .max(120, refusal(specialOrderMessages.nameTooLong, { max: 120 })),
  priceCents: amount(price).refine(
    (value) => value > 0,
    refusal(specialOrderMessages.priceAboveZero, { amount: money(0) }),
  ),
  costCents: amount(cost).nullish(),
  categoryId: z
    .string(refusal(specialOrderMessages.chooseCategory))
    .min(1, refusal(specialOrderMessages.chooseCategory))
    .max(64),
  /** Percent, as on a product (8.25); the store's rate when left out. */
  taxRate: z
    .number(refusal(specialOrderMessages.enterTaxRate, { example: 8.25 }))
    .min(0, refusal(fieldMessages.zeroOrMore))
    .max(100, refusal(specialOrderMessages.taxAtMost100))
    .nullish(),
});
export type OneOffItem = z.infer<typeof oneOffItemSchema>;

/** POST /api/special-orders: what is ordered, for whom, from which supplier, and any deposit taken now. */
export const createSpecialOrderInputSchema = z
  .object({
    /** Made by the device, so a resend is answered as recorded. */
    id: z.uuid(),
    tillId: z.string().min(1, refusal(saleMessages.chooseTill)).max(64),
    customerId: z
      .string(refusal(specialOrderMessages.chooseCustomer))
      .min(1, refusal(specialOrderMessages.chooseCustomer))
      .max(64),
    productId: id.nullish(),
    oneOff: oneOffItemSchema.nullish(),
    /** Units, or thousandths of the unit of a product sold by weight. */
    quantity: z
      .number(refusal(specialOrderMessages.enterQuantity))
      .int(refusal(fieldMessages.enterWholeNumber))
      .positive(refusal(fieldMessages.oneOrMore)),
    /** The supplier to order from; the product's own supplier when left out. */
    supplierId: id.nullish(),
    note: z
      .string()
      .trim()
      .max(specialOrderNoteMaxLength, refusal(specialOrderMessages.noteTooLong, { max: specialOrderNoteMaxLength }))
      .optional(),
    deposit: layawayPaymentInputSchema.omit({ tillId: true }).nullish(),
  })
  .refine((input) => Boolean(input.productId) !== Boolean(input.oneOff), {
    ...refusal(specialOrderMessages.productOrOneOff),
    path: ['productId'],
  });
export type CreateSpecialOrderInput = z.infer<typeof createSpecialOrderInputSchema>;

/** POST /api/special-orders/:id/collect: the sale that hands it over, paying what the deposit did not. */
export const collectSpecialOrderInputSchema = z.object({
  /** The sale's id, made by the device. */
  id: z.uuid(),
  tillId: z.string().min(1, refusal(saleMessages.chooseTill)).max(64),
  method: z.enum(layawayPaymentMethods, refusal(layawayMessages.chooseCashOrCard)),
  tenderedCents: z.number().int().max(maxSaleCents, refusal(fieldMessages.amountTooLarge)).nullish(),
});
export type CollectSpecialOrderInput = z.infer<typeof collectSpecialOrderInputSchema>;

/** POST /api/special-orders/:id/cancel: the till whose drawer gives a cash deposit back. */
export const cancelSpecialOrderInputSchema = z.object({
  tillId: z.string().min(1, refusal(saleMessages.chooseTill)).max(64),
});

export const specialOrderPaymentSchema = z.object({
  id: z.string(),
  kind: z.enum(['deposit', 'refund']),
  method: z.enum(layawayPaymentMethods),
  /** + paid, − given back. */
  amountCents: cents,
  date: z.string(),
  createdAt: z.string(),
  staff: z.string(),
});
export type SpecialOrderPayment = z.infer<typeof specialOrderPaymentSchema>;

export const specialOrderSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(specialOrderStatuses),
  customer: z.object({ id: z.string(), name: z.string() }),
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  soldBy: z.enum(soldByOptions),
  quantity: z.number().int(),
  supplierName: z.string(),
  purchaseOrder: z.object({ id: z.string(), number: z.string(), status: z.string() }).nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  storeName: z.string(),
  readyAt: z.string().nullable(),
  totalCents: cents,
  paidCents: cents,
  balanceCents: cents,
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
});
export type SpecialOrderSummary = z.infer<typeof specialOrderSummarySchema>;

export const specialOrderSchema = specialOrderSummarySchema.extend({
  note: z.string(),
  unitPriceCents: cents,
  taxRate: z.number(),
  pricesIncludeTax: z.boolean(),
  subtotalCents: cents,
  taxCents: cents,
  /** What is left to pay, in cash: rounded to the store's cash step. */
  cashBalanceCents: cents,
  payments: z.array(specialOrderPaymentSchema),
});
export type SpecialOrder = z.infer<typeof specialOrderSchema>;

export const specialOrderListQuerySchema = pageQuerySchema.extend({
  /** Order number, customer or item name, case-insensitive substring. */
  q: z.string().trim().max(100).optional(),
  status: z.enum(specialOrderStatuses).optional(),
  customerId: z.string().min(1).max(64).optional(),
});
export type SpecialOrderListQuery = z.infer<typeof specialOrderListQuerySchema>;

export const specialOrderPageSchema = pageOf(specialOrderSummarySchema);
export type SpecialOrderPage = z.infer<typeof specialOrderPageSchema>;
