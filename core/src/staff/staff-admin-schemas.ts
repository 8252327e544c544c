import { z } from 'zod';
import { roles } from './permissions';
import { localeSchema } from '../settings/locale-schemas';
import { refusal } from '../i18n/core-message';
import { staffMessages } from './staff-messages';

/** A member of staff as the Team tab lists them. */
export const staffAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Staff sign in with their PIN; an e-mail is theirs to give or not. */
  email: z.string().nullable(),
  role: z.enum(roles),
  isActive: z.boolean(),
  /** The stores they work in; admins work in every store. */
  storeIds: z.array(z.string()),
  /** The language they work in; null: their store's. */
  language: localeSchema.nullable(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

const name = z.string().trim().min(1, refusal(staffMessages.enterName)).max(120);
/** Optional: empty or left out is none; one given is kept in lower case and belongs to one member only. */
const email = z
  .union([z.literal(''), z.email(refusal(staffMessages.enterValidEmail))])
  .nullish()
  .transform((value) => (value ? value.toLowerCase() : null));
const pin = z.string().regex(/^\d{4,6}$/, refusal(staffMessages.pinsAreDigits));

/** Add staff: the PIN's exact length is the store's setting, checked by the server. */
const storeIds = z.array(z.string().trim().min(1).max(100)).max(500);

/** Add staff: the PIN's exact length is the store's setting, checked by the server. Without stores, this store. */
export const createStaffInputSchema = z.object({
  name,
  email,
  role: z.enum(roles, refusal(staffMessages.chooseRole)),
  pin,
  storeIds: storeIds.optional(),
  language: localeSchema.nullish(),
});
export type CreateStaffInput = z.infer<typeof createStaffInputSchema>;

export const updateStaffInputSchema = z.object({
  role: z.enum(roles, refusal(staffMessages.chooseRole)).optional(),
  isActive: z.boolean().optional(),
  storeIds: storeIds.min(1, refusal(staffMessages.chooseAtLeastOneStore)).optional(),
  /** null: their store's language. */
  language: localeSchema.nullable().optional(),
});
export type UpdateStaffInput = z.infer<typeof updateStaffInputSchema>;

export const resetPinInputSchema = z.object({ pin });
export type ResetPinInput = z.infer<typeof resetPinInputSchema>;

/** A member of staff choosing the language they work in (null: their store's). */
export const chooseLanguageInputSchema = z.strictObject({ language: localeSchema.nullable() });
export type ChooseLanguageInput = z.infer<typeof chooseLanguageInputSchema>;
