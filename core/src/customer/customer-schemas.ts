import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../http/api-error';
import { refusal } from '../i18n/core-message';
import { customerMessages as messages } from './customer-messages';

export const customerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  loyaltyPoints: z.number().int(),
  createdAt: z.string(),
  /** The customer group (Trade, Staff, Members) whose promotions and prices apply to them. */
  groupId: z.string().nullable().optional(),
  /** A business customer's VAT number, printed on their VAT invoice. */
  vatNumber: z.string().nullable().optional(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerFilters = ['all', 'rewards', 'recent'] as const;

export const customerListQuerySchema = pageQuerySchema.extend({
  /** Name, email or phone, case-insensitive substring. */
  q: z.string().trim().max(100).optional(),
  /** rewards: 100 points or more; recent: added in the last 7 days. */
  filter: z.enum(customerFilters).default('all'),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerPageSchema = pageOf(customerSchema);
export type CustomerPage = z.infer<typeof customerPageSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullish();

/** What the Add Customer form sends: a name, and optionally a valid email and phone, address and notes. */
export const createCustomerInputSchema = z.object({
  name: z.string().trim().min(1, refusal(messages.enterName)).max(120),
  email: z
    .union([z.literal(''), z.email(refusal(messages.validEmail))])
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null)),
  phone: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^[+()\d][\d\s().-]{6,19}$/, refusal(messages.validPhone)),
    ])
    .nullish()
    .transform((value) => value || null),
  address: optionalText(300),
  notes: optionalText(1000),
  groupId: z.string().min(1).max(64).nullish(),
  vatNumber: optionalText(30),
});
export type CreateCustomerInput = z.input<typeof createCustomerInputSchema>;

/**
 * What POST /customers takes: the form's fields, and optionally the id a till made for a customer it added while the
 * server could not be reached, so a resend creates them once. (Not on the form's schema: a CSV row's id is its own.)
 */
export const createCustomerBodySchema = createCustomerInputSchema.extend({ id: z.uuid().optional() });
export type CreateCustomerBody = z.input<typeof createCustomerBodySchema>;

export const customerPurchaseSchema = z.object({
  id: z.string(),
  number: z.string(),
  createdAt: z.string(),
  totalCents: z.number().int(),
  status: z.string(),
});

export const customerDetailsSchema = customerSchema.extend({
  purchases: z.array(customerPurchaseSchema),
  /** The customer's store credit now, in cents (see store-credit-schemas for its ledger). */
  storeCreditCents: z.number().int(),
  /** Their trade account (see account-schemas for its statement), or null when they have none. */
  account: z
    .object({
      creditLimitCents: z.number().int(),
      termsDays: z.number().int(),
      balanceCents: z.number().int(),
      availableCents: z.number().int(),
    })
    .nullable(),
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

export const customerSummarySchema = z.object({
  totalCustomers: z.number().int(),
  recentCustomers: z.array(z.object({ id: z.string(), name: z.string() })),
  rewardsThisMonth: z.number().int(),
  eligibleForRewards: z.number().int(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;
