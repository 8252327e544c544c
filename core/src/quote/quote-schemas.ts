import { z } from 'zod';
import { refusal } from '../i18n/core-message';
import { pageOf, pageQuerySchema } from '../http/api-error';
import { soldByOptions } from '../catalog/sold-by';
import { cartInputSchema, discountSchema } from '../sale/sale-input-schemas';
import { taxAmountSchema } from '../sale/sale-schemas';
import { quoteMessages } from './quote-messages';

/**
 * Quotes (issue 45): a cart saved for a customer with a number (QUO-0001), a validity date and the prices of that
 * day. Sold at the till while valid at exactly those prices; after, a manager's approval of each price that moved.
 */
export const quoteStatuses = ['open', 'expired', 'sold', 'cancelled'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];
export const quoteStatusLabels: Record<QuoteStatus, string> = {
  open: 'Open',
  expired: 'Expired',
  sold: 'Sold',
  cancelled: 'Cancelled',
};

/** Quotes are numbered QUO-0001, QUO-0002, … (four digits at least), one sequence for the chain. */
export const formatQuoteNumber = (sequence: number) => `QUO-${String(sequence).padStart(4, '0')}`;

/** How long a new quote is valid unless the seller says otherwise. */
export const defaultQuoteValidDays = 30;
/** The furthest ahead a quote may be valid. */
export const maxQuoteValidDays = 366;
export const quoteNoteMaxLength = 200;

const cents = z.number().int();
const day = z.iso.date(refusal(quoteMessages.enterDate, { example: '2026-12-31' }));

/**
 * POST /api/quotes: the till's cart as a quote. Its customer is required (a quote is made out to someone); coupons
 * and gift cards are not part of a quote, nor are the day's promotions: a quote holds prices (the customer's price
 * list's, or a price set by hand with its approval) and the discounts typed on it.
 */
export const createQuoteInputSchema = cartInputSchema.omit({ couponCodes: true, weights: true }).extend({
  customerId: z.string(refusal(quoteMessages.chooseCustomer)).min(1, refusal(quoteMessages.chooseCustomer)),
  validUntil: day,
  note: z
    .string()
    .trim()
    .max(quoteNoteMaxLength, refusal(quoteMessages.noteTooLong, { max: quoteNoteMaxLength }))
    .optional(),
});
export type CreateQuoteInput = z.infer<typeof createQuoteInputSchema>;

export const quoteLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  soldBy: z.enum(soldByOptions),
  /** Units, or thousandths of the unit of a product sold by weight. */
  quantity: z.number().int(),
  /** The quoted unit price: charged for this line while the quote is valid. */
  unitPriceCents: cents,
  /** The customer's price today (their price list's); null when the product is no longer for sale. */
  currentPriceCents: cents.nullable(),
  /** The tax rate (%) when quoted, and today's (the sale's), null when the product is no longer for sale. */
  taxRate: z.number(),
  currentTaxRate: z.number().nullable(),
  /** The product's category today, which decides the store's additional taxes on the sale. */
  categoryId: z.string().nullable(),
  discount: discountSchema.nullable(),
  /** The line's amount before discounts, and what its discounts (its own and its share of the quote's) take off. */
  subtotalCents: cents,
  discountCents: cents,
  totalCents: cents,
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(quoteStatuses),
  customer: z.object({ id: z.string(), name: z.string() }),
  /** The last business day (the store's) on which it sells at its prices. */
  validUntil: day,
  /** The business day it was made on. */
  quotedOn: day,
  createdAt: z.string(),
  createdBy: z.string(),
  storeName: z.string(),
  itemCount: z.number().int(),
  totalCents: cents,
  /** The sale it became, once sold. */
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

export const quoteSchema = quoteSummarySchema.extend({
  note: z.string(),
  tillId: z.string(),
  discount: discountSchema.nullable(),
  /** The shelf prices included tax: the total is what they came to, with the tax inside it. */
  pricesIncludeTax: z.boolean(),
  subtotalCents: cents,
  discountCents: cents,
  taxCents: cents,
  taxes: z.array(taxAmountSchema),
  lines: z.array(quoteLineSchema),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quoteListQuerySchema = pageQuerySchema.extend({
  /** Quote number or customer name, case-insensitive substring. */
  q: z.string().trim().max(100).optional(),
  status: z.enum(quoteStatuses).optional(),
  customerId: z.string().min(1).max(64).optional(),
});
export type QuoteListQuery = z.infer<typeof quoteListQuerySchema>;

export const quotePageSchema = pageOf(quoteSummarySchema);
export type QuotePage = z.infer<typeof quotePageSchema>;
