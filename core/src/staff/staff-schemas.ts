import { z } from 'zod';
import { storeSummarySchema } from '../store/store-schemas';
import { permissions, roles } from './permissions';
import { sessionFormatSchema } from '../settings/locale-schemas';
import { refusal } from '../i18n/core-message';
import { staffMessages } from './staff-messages';

export const roleSchema = z.enum(roles);

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** None for staff who gave none: they sign in with their PIN. */
  email: z.string().nullable(),
  role: roleSchema,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** A PIN is 4 to 6 digits. */
export const pinSchema = z.string().regex(/^\d{4,6}$/, refusal(staffMessages.pinMustBeDigits));

export const signInInputSchema = z.object({
  userId: z.string().min(1, refusal(staffMessages.chooseStaffMember)),
  pin: pinSchema,
  /** The store to work in: the till's store when signing in on a till; otherwise the member's first store. */
  storeId: z.string().trim().min(1).max(100).optional(),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

/** Who is signed in, what they may do, and what the app is called. */
export const sessionSchema = z.object({
  user: staffMemberSchema,
  permissions: z.array(z.enum(permissions)),
  productName: z.string(),
  /** The store this session works in. */
  store: storeSummarySchema,
  /** The stores this member may switch to in the header (admins and chain managers); just this one for others. */
  stores: z.array(storeSummarySchema),
  /** The store's currency and locale, and the language this person works in (a session kept by an older till has none). */
  format: sessionFormatSchema.default({ storeLocale: 'en-US', language: 'en-US', ownLanguage: null, currency: 'USD' }),
});
export type Session = z.infer<typeof sessionSchema>;

/** What the sign-in screen may show before anyone signs in. */
export const signInRosterSchema = z.object({
  productName: z.string(),
  staff: z.array(staffMemberSchema.pick({ id: true, name: true, role: true })),
  demoPins: z.array(z.object({ role: roleSchema, pin: z.string() })).nullable(),
});
export type SignInRoster = z.infer<typeof signInRosterSchema>;
