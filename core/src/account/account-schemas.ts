import { z } from 'zod';
import { money, refusal, typedAmount } from '../i18n/core-message';
import { amountFieldMessages } from '../payment/payment-messages';
import { accountMessages as messages } from './account-messages';
import { ageingBuckets, maxCreditLimitCents, maxTermsDays } from './trade-account';

/** How a trade account moved: a sale on account, a payment, a refund of a sale on account, or a manager's change. */
export const accountEntryKinds = ['invoice', 'payment', 'refund'] as const;
export type AccountEntryKind = (typeof accountEntryKinds)[number];
export const accountEntryKindLabels: Record<AccountEntryKind, string> = {
  invoice: 'Invoice',
  payment: 'Payment',
  refund: 'Refund',
};

/** How a customer pays what they owe on account. */
export const accountPaymentMethods = ['cash', 'card', 'cheque'] as const;
export type AccountPaymentMethod = (typeof accountPaymentMethods)[number];
export const accountPaymentMethodLabels: Record<AccountPaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  cheque: 'Cheque',
};

const cents = z.number().int();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, refusal(messages.enterDate, { example: '2026-11-28' }));

export const accountEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(accountEntryKinds),
  /** + owed by the customer (an invoice), − paid or refunded. */
  amountCents: cents,
  balanceAfterCents: cents,
  /** The business day it belongs to. */
  date: day,
  /** An invoice's due date, from the account's terms when it was sold. */
  dueDate: day.nullable(),
  /** What of an invoice is still unpaid. */
  openCents: cents.nullable(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  refundNumber: z.string().nullable(),
  method: z.enum(accountPaymentMethods).nullable(),
  reference: z.string(),
  at: z.string(),
  storeName: z.string(),
  staffName: z.string(),
});
export type AccountEntry = z.infer<typeof accountEntrySchema>;

/** A customer's trade account and its statement for a range of business days. */
export const tradeAccountSchema = z.object({
  customerId: z.string(),
  customerName: z.string(),
  /** Null: the customer has no account (cannot buy on account). */
  creditLimitCents: cents.nullable(),
  termsDays: z.number().int().nullable(),
  balanceCents: cents,
  /** What they may still buy on account: the limit less what they owe. */
  availableCents: cents,
  /** The invoices not yet paid in full, oldest first: what a payment may be chosen to pay. */
  openInvoices: z.array(
    z.object({
      id: z.string(),
      orderNumber: z.string().nullable(),
      date: day,
      dueDate: day.nullable(),
      amountCents: cents,
      openCents: cents,
    }),
  ),
  statement: z.object({
    from: day,
    to: day,
    openingBalanceCents: cents,
    closingBalanceCents: cents,
    /** The range's movements, oldest first. */
    entries: z.array(accountEntrySchema),
    ageing: z.object(
      Object.fromEntries(ageingBuckets.map((bucket) => [bucket, cents])) as Record<
        (typeof ageingBuckets)[number],
        typeof cents
      >,
    ),
  }),
});
export type TradeAccount = z.infer<typeof tradeAccountSchema>;

export const statementQuerySchema = z.object({ from: day.optional(), to: day.optional() });

/** A manager opens or changes a customer's account: their credit limit (0 holds it) and payment terms. */
export const setTradeAccountInputSchema = z.object({
  creditLimitCents: z
    .number(refusal(messages.enterCreditLimit, { example: typedAmount(50000) }))
    .int(refusal(amountFieldMessages.wholeCents))
    .min(0, refusal(messages.creditLimitNegative, { amount: money(0) }))
    .max(maxCreditLimitCents, refusal(messages.creditLimitAtMost, { amount: money(maxCreditLimitCents) })),
  termsDays: z
    .number(refusal(messages.enterTerms))
    .int(refusal(messages.wholeDays))
    .min(0, refusal(messages.termsNegative))
    .max(maxTermsDays, refusal(messages.termsAtMost, { max: maxTermsDays })),
});
export type SetTradeAccountInput = z.infer<typeof setTradeAccountInputSchema>;

/** A payment on account: the oldest invoices first, unless some are chosen. Cash goes into a till's drawer. */
export const accountPaymentInputSchema = z
  .object({
    /** Made by the client, so a resend is the same payment. */
    id: z.uuid('The payment needs an id'),
    amountCents: z
      .number(refusal(amountFieldMessages.enterAmountLike, { example: typedAmount(5000) }))
      .int(refusal(amountFieldMessages.wholeCents))
      .min(1, refusal(messages.amountAboveZero, { amount: money(0) }))
      .max(maxCreditLimitCents, refusal(messages.amountAtMost, { amount: money(maxCreditLimitCents) })),
    method: z.enum(accountPaymentMethods, refusal(messages.choosePaymentMethod)),
    reference: z
      .string()
      .trim()
      .max(60, refusal(messages.referenceTooLong, { max: 60 }))
      .default(''),
    invoiceIds: z.array(z.string()).max(200).default([]),
    /** The till whose drawer takes a cash payment. */
    tillId: z.string().nullable().default(null),
  })
  .refine((input) => input.method !== 'cash' || input.tillId, {
    path: ['tillId'],
    ...refusal(messages.cashNeedsTill),
  });
export type AccountPaymentInput = z.input<typeof accountPaymentInputSchema>;
