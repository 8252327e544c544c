import { z } from 'zod';
import { refusal } from '../i18n/core-message';
import { settingsMessages as messages } from './settings-messages';

/** The store's own name, address, phone and e-mail, which its receipt prints where it says nothing else. */
export const receiptIdentitySchema = z.object({
  businessName: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type ReceiptIdentity = z.infer<typeof receiptIdentitySchema>;

/**
 * What the store's receipt prints: its name, address, phone and e-mail as printed (the receipt's own where it has
 * one, else the store's, under `store`), and the rest of its customisation.
 */
export const receiptSettingsSchema = z.object({
  logo: z.string().nullable(),
  businessName: z.string(),
  showPhone: z.boolean(),
  phone: z.string(),
  showEmail: z.boolean(),
  email: z.string(),
  showAddress: z.boolean(),
  address: z.string(),
  headerMessage: z.string(),
  footerMessage: z.string(),
  showBarcode: z.boolean(),
  /** Print a QR code of the receipt's public page (/r/<token>) under it. */
  showReceiptLink: z.boolean().optional(),
  returnPolicy: z.string(),
  /** The store's own details (Settings › General), printed where the receipt leaves its field empty. */
  store: receiptIdentitySchema.optional(),
  /** The store's VAT number (Settings › General), printed under its name when it has one. */
  vatNumber: z.string().optional(),
});
export type ReceiptSettings = z.infer<typeof receiptSettingsSchema>;

/**
 * One source for the store's identity: the receipt's name, address, phone and e-mail where it overrides them,
 * otherwise the store's own; a field left empty, or the same as the store's, follows the store.
 */
export function printedIdentity(overrides: ReceiptIdentity, store: ReceiptIdentity): ReceiptIdentity {
  const pick = (field: keyof ReceiptIdentity) => overrides[field].trim() || store[field];
  return { businessName: pick('businessName'), address: pick('address'), phone: pick('phone'), email: pick('email') };
}

/** What a receipt keeps of the fields typed in Settings › Receipts: empty where it is the store's own. */
export function receiptOverrides(typed: ReceiptIdentity, store: ReceiptIdentity): ReceiptIdentity {
  const own = (field: keyof ReceiptIdentity) =>
    typed[field].trim() === store[field].trim() ? '' : typed[field].trim();
  return { businessName: own('businessName'), address: own('address'), phone: own('phone'), email: own('email') };
}

/** A store's address on one line, as a receipt prints it: '418 Meadowbrook Lane, Asheville, NC 28803'. */
export function storeAddressLine(store: { address: string; city: string; state: string; zip: string }): string {
  const region = [store.state, store.zip].filter(Boolean).join(' ');
  return [store.address, [store.city, region].filter(Boolean).join(', ')].filter(Boolean).join(', ');
}

/** A logo is an image read as a data URL; the hint says 500 KB, the limit allows a little over it. */
const maxLogoLength = 800_000;

/** What the Receipts tab saves: phone, email and address are kept even while their toggles are off. */
export const receiptSettingsInputSchema = z.object({
  logo: z
    .string()
    .max(maxLogoLength, refusal(messages.logoTooLarge))
    .regex(/^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,/, refusal(messages.logoNotImage))
    .nullable(),
  /** Empty prints the store's name (Settings › General); so do address, phone and e-mail. */
  businessName: z.string().trim().max(120),
  showPhone: z.boolean(),
  phone: z.string().trim().max(40),
  showEmail: z.boolean(),
  email: z.union([z.literal(''), z.email(refusal(messages.validEmail))]),
  showAddress: z.boolean(),
  address: z.string().trim().max(200),
  headerMessage: z.string().trim().max(200),
  footerMessage: z.string().trim().max(200),
  showBarcode: z.boolean(),
  showReceiptLink: z.boolean().default(false),
  returnPolicy: z.string().trim().max(300),
});
export type ReceiptSettingsInput = z.infer<typeof receiptSettingsInputSchema>;
