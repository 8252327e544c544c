import { z } from 'zod';
import { refusal } from '../i18n/core-message';
import { settingsMessages as messages } from './settings-messages';

/** Starting for real asks for the store's name, typed as it is, so that no slip of a finger empties a store. */
export const startForRealInputSchema = z.object({
  storeName: z
    .string()
    .trim()
    .min(1, refusal(messages.typeStoreName))
    .max(120, refusal(messages.keepItUnder, { max: 120 })),
});
export type StartForRealInput = z.infer<typeof startForRealInputSchema>;

/** Whether the store still holds the demo it was installed with: then the Dashboard offers to start for real. */
export const startForRealStatusSchema = z.object({ holdsDemo: z.boolean() });
export type StartForRealStatus = z.infer<typeof startForRealStatusSchema>;

const count = z.number().int().min(0);

/** What starting for real removed, counted as an owner names it (variants are products, parked sales are sales). */
export const startForRealCountsSchema = z.object({
  products: count,
  categories: count,
  customers: count,
  suppliers: count,
  sales: count,
  refunds: count,
  shifts: count,
  /** The chain's other stores, each with its tills. */
  stores: count,
  /** Everyone but the admin who started for real. */
  staff: count,
});
export type StartForRealCounts = z.infer<typeof startForRealCountsSchema>;

export const startForRealResultSchema = z.object({
  removed: startForRealCountsSchema,
  /** The audit log's one line for it: "Started trading for real: removed 12 products, …". */
  summary: z.string(),
});
export type StartForRealResult = z.infer<typeof startForRealResultSchema>;
