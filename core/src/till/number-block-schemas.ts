import { z } from 'zod';
import { refusal } from '../i18n/core-message';
import { tillMessages } from './till-messages';

/** What a block numbers: sales (ORD-nnnn) or refunds (REF-nnn). */
export const numberKinds = ['order', 'refund'] as const;
export type NumberKind = (typeof numberKinds)[number];

export const defaultNumberBlockSize = 50;
export const maxNumberBlockSize = 500;

/** A till asking for numbers ahead of need, so it can keep numbering receipts while offline. */
export const issueNumberBlockInputSchema = z.strictObject({
  /** Made by the till, so asking again after a lost answer returns the same block instead of a new one. */
  id: z.uuid().optional(),
  kind: z.enum(numberKinds),
  size: z
    .number()
    .int()
    .min(1, refusal(tillMessages.askForAtLeastOne))
    .max(maxNumberBlockSize, refusal(tillMessages.askForAtMost, { max: maxNumberBlockSize }))
    .default(defaultNumberBlockSize),
});
export type IssueNumberBlockInput = z.infer<typeof issueNumberBlockInputSchema>;

/** A range of the chain's order or refund numbers that only this till may use. */
export const numberBlockSchema = z.object({
  id: z.string(),
  tillId: z.string(),
  kind: z.enum(numberKinds),
  /** The counter values, both included. */
  firstValue: z.number().int(),
  lastValue: z.number().int(),
  size: z.number().int(),
  /** The same range as printed on receipts: ORD-1051 … ORD-1100, or REF-051 … REF-100. */
  first: z.string(),
  last: z.string(),
  issuedAt: z.string(),
});
export type NumberBlock = z.infer<typeof numberBlockSchema>;

export { formatBlockNumber } from '../sale/sale-numbers';
