import { z } from 'zod';
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

/** A manager's hand adjustment: a signed amount (+ adds, − takes) and why. */
export const adjustStoreCreditInputSchema = z.object({
  amountCents: z
    .number({ error: 'Enter an amount like 10.00' })
    .int('Enter whole cents')
    .min(-maxStoreCreditAdjustmentCents, 'Adjust by at most $10,000.00 at a time')
    .max(maxStoreCreditAdjustmentCents, 'Adjust by at most $10,000.00 at a time')
    .refine((value) => value !== 0, 'Enter an amount other than $0.00'),
  reason: z
    .string({ error: 'Say why the store credit changes' })
    .trim()
    .min(1, 'Say why the store credit changes')
    .max(200, 'Keep the reason to 200 characters'),
});
export type AdjustStoreCreditInput = z.infer<typeof adjustStoreCreditInputSchema>;
