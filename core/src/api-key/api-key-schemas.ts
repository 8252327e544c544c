import { z } from 'zod';
import { refusal } from '../i18n/core-message';
import { apiKeyMessages } from './api-key-messages';
import type { Permission } from '../staff/permissions';

/**
 * What a key may be given: the staff permissions an outside system has a use for, each named as an owner would. Keys
 * never manage staff, stores, tills, settings or other keys, and never start a store for real.
 */
export const apiKeyScopeLabels = {
  'products:view': 'Read catalogue and stock',
  'products:manage': 'Write catalogue and stock',
  'orders:view': 'Read sales',
  'pos:sell': 'Record sales',
  'pos:refund': 'Record refunds',
  'customers:view': 'Read customers',
  'customers:manage': 'Write customers',
  'reports:view': 'Read reports',
  'reports:inventory': 'Read inventory reports',
  'stock:transfer': 'Move stock between stores',
  'shifts:operate': 'Open and close shifts',
  'audit:view': 'Read the audit log',
} as const satisfies Partial<Record<Permission, string>>;

export type ApiKeyScope = keyof typeof apiKeyScopeLabels;
export const apiKeyScopes = Object.keys(apiKeyScopeLabels) as [ApiKeyScope, ...ApiKeyScope[]];

/** Requests a key may make in one minute unless its admin says otherwise. */
export const defaultRequestsPerMinute = 120;

export const createApiKeyInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, refusal(apiKeyMessages.nameTheKey))
    .max(60, refusal(apiKeyMessages.atMostCharacters, { max: 60 })),
  scopes: z.array(z.enum(apiKeyScopes)).min(1, refusal(apiKeyMessages.chooseScope)),
  /** The store the key works in; none for every store of the chain. */
  storeId: z.string().trim().min(1).max(100).nullable(),
  requestsPerMinute: z
    .number()
    .int(refusal(apiKeyMessages.wholeNumber))
    .min(1, refusal(apiKeyMessages.atLeast, { min: 1 }))
    .max(6000, refusal(apiKeyMessages.atMost, { max: 6000 }))
    .default(defaultRequestsPerMinute),
});
export type CreateApiKeyInput = z.input<typeof createApiKeyInputSchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, to tell keys apart; the rest is never stored. */
  prefix: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  storeId: z.string().nullable(),
  storeName: z.string().nullable(),
  requestsPerMinute: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** A key as it is made: the only time its secret is shown. */
export const createdApiKeySchema = apiKeySchema.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
