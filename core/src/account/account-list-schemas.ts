import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../http/api-error';

/**
 * The Trade accounts list: 'owing' owes something, 'overdue' has an invoice unpaid past its due date, 'clear' owes
 * nothing (or is in credit).
 */
export const accountStatuses = ['owing', 'overdue', 'clear'] as const;
export type AccountStatus = (typeof accountStatuses)[number];
export const accountStatusLabels: Record<AccountStatus, string> = {
  owing: 'Owing',
  overdue: 'Overdue',
  clear: 'Paid up',
};

export const accountListQuerySchema = pageQuerySchema.extend({
  /** Customer name, email or phone, case-insensitive substring. */
  q: z.string().trim().max(100).optional(),
  status: z.enum(accountStatuses).optional(),
});
export type AccountListQuery = z.infer<typeof accountListQuerySchema>;

export const accountSummarySchema = z.object({
  customerId: z.string(),
  customerName: z.string(),
  creditLimitCents: z.number().int(),
  termsDays: z.number().int(),
  balanceCents: z.number().int(),
  availableCents: z.number().int(),
  /** Unpaid on invoices past their due date (the store's business day), and the oldest such due date. */
  overdueCents: z.number().int(),
  oldestDueDate: z.string().nullable(),
  status: z.enum(accountStatuses),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const accountPageSchema = pageOf(accountSummarySchema);
export type AccountPage = z.infer<typeof accountPageSchema>;
