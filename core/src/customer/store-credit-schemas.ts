import { z } from 'zod';
import { money, refusal, typedAmount } from '../i18n/core-message';
import { amountFieldMessages } from '../payment/payment-messages';
import { customerMessages as messages } from './customer-messages';
import { maxStoreCreditAdjustmentCents } from './store-credit';

/** How a customer's store credit moved: credited by a refund, spent on a sale, or adjusted by a manager. */
export const storeCreditKinds = ['refund', 'redeem', 'adjust'] as const;
export type StoreCreditKind = (typeof storeCreditKinds)[number];

export const storeCreditKindLabels: Record<StoreCreditKind, string> = {
  refund: 'Refund',
  redeem: 'Spent',
  adjust: 'Adjusted',
};

const cents = z.number().int();

/** One movement of a customer's store credit, with where, by whom and why. */
export const storeCreditEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(storeCreditKinds),
  /** + to the customer, − spent or taken. */
  amountCents: cents,
  balanceAfterCents: cents,
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  refundId: z.string().nullable(),
  refundNumber: z.string().nullable(),
  reason: z.string(),
  at: z.string(),
  storeName: z.string(),
  staffName: z.string(),
});
export type StoreCreditEntry = z.infer<typeof storeCreditEntrySchema>;

/** A customer's store credit now and its ledger, newest first. */
export const storeCreditSchema = z.object({
  customerId: z.string(),
  balanceCents: cents,
  entries: z.array(storeCreditEntrySchema),
});
export type StoreCredit = z.infer<typeof storeCreditSchema>;

const adjustAtMost = refusal(messages.adjustAtMost, { amount: money(maxStoreCreditAdjustmentCents) });

/** A manager's hand adjustment: a signed amount (+ adds, − takes) and why. */
export const adjustStoreCreditInputSchema = z.object({
  amountCents: z
    .number(refusal(amountFieldMessages.enterAmountLike, { example: typedAmount(1000) }))
    .int(refusal(amountFieldMessages.wholeCents))
    .min(-maxStoreCreditAdjustmentCents, adjustAtMost)
    .max(maxStoreCreditAdjustmentCents, adjustAtMost)
    .refine((value) => value !== 0, refusal(messages.amountNotZero, { amount: money(0) })),
  reason: z
    .string(refusal(messages.sayWhyCreditChanges))
    .trim()
    .min(1, refusal(messages.sayWhyCreditChanges))
    .max(200, refusal(messages.reasonTooLong, { max: 200 })),
});
export type AdjustStoreCreditInput = z.infer<typeof adjustStoreCreditInputSchema>;
