import { z } from 'zod';

import { maxDisplayLines, maxDisplayTaxes, maxDisplayText } from './display-limits';
import { currencySchema, localeSchema } from '../settings/locale-schemas';
import { weightUnits } from '../barcode/weight';
import { maxLineQuantityOfAnyUnit } from '../catalog/sold-by';

export { maxDisplayLines, maxDisplayTaxes, maxDisplayText };

const displayText = z.string().max(maxDisplayText);
const cents = z.number().int();
const unsignedCents = z.number().int().nonnegative();

/**
 * The store's language and currency, for a display that knows nothing else of the store (a tablet no one signed in
 * to): the shopper reads the store's words and money, not the cashier's own language.
 */
export const displayFormatSchema = z.strictObject({ locale: localeSchema, currency: currencySchema });
export type DisplayFormat = z.infer<typeof displayFormatSchema>;
const format = displayFormatSchema.optional();

/** Nothing on the till: the display greets the customer with the store's name. */
export const idleDisplayStateSchema = z.strictObject({
  phase: z.literal('idle'),
  format,
  storeName: displayText,
});

/**
 * One line of the cart as the customer reads it: "Potting soil", "2 × $4.99", $9.98. The display words the quantity
 * and price in the store's language and money (the till's cashier may read another), so they are sent as figures.
 */
export const displayLineSchema = z.strictObject({
  /** The product's name, or a gift card's code. */
  name: displayText,
  giftCard: z.boolean(),
  /** Units, or thousandths of the unit a product sold by weight is priced by (0.755 kg is 755). */
  quantity: z.number().int().nonnegative().max(maxLineQuantityOfAnyUnit),
  unitPriceCents: cents,
  /** The unit a product sold by weight is priced by; null for one sold by the unit. */
  weightUnit: z.enum(weightUnits).nullable(),
  amountCents: cents,
});
export type DisplayLine = z.infer<typeof displayLineSchema>;

/**
 * One tax row: a tax the store named ("Sales Tax" at 8.25 %), or, with no name, every tax together (the display's
 * own word for it); with prices that include tax, shown as included.
 */
export const displayTaxSchema = z.strictObject({
  name: displayText.nullable(),
  rate: z.number().min(0).max(100).nullable(),
  included: z.boolean(),
  cents,
});
export type DisplayTax = z.infer<typeof displayTaxSchema>;

/** The cart as it is rung up, with its totals. */
export const cartDisplayStateSchema = z.strictObject({
  phase: z.literal('cart'),
  format,
  lines: z.array(displayLineSchema).max(maxDisplayLines),
  subtotalCents: cents,
  discountCents: cents,
  taxes: z.array(displayTaxSchema).max(maxDisplayTaxes),
  totalCents: cents,
});
export type CartDisplayState = z.infer<typeof cartDisplayStateSchema>;

/** Taking payment: what the sale comes to, what is paid so far, what is left and the change due. */
export const paymentDisplayStateSchema = z.strictObject({
  phase: z.literal('payment'),
  format,
  totalCents: cents,
  paidCents: unsignedCents,
  amountDueCents: unsignedCents,
  changeCents: unsignedCents,
});
export type PaymentDisplayState = z.infer<typeof paymentDisplayStateSchema>;

/** The sale is recorded: its receipt number and the change to hand back. */
export const thanksDisplayStateSchema = z.strictObject({
  phase: z.literal('thanks'),
  format,
  receiptNumber: displayText,
  totalCents: cents,
  changeCents: unsignedCents,
});

/** What a customer display shows, in the phase of the sale the till is in. */
export const displayStateSchema = z.discriminatedUnion('phase', [
  idleDisplayStateSchema,
  cartDisplayStateSchema,
  paymentDisplayStateSchema,
  thanksDisplayStateSchema,
]);
export type DisplayState = z.infer<typeof displayStateSchema>;
export type DisplayPhase = DisplayState['phase'];

/** Letters and digits no one mistakes for another when copying a code from one screen to another (no 0/O, 1/I/L). */
export const displayCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const displayCodeLength = 6;
export const displayCodeFormatMessage = `A display code is ${displayCodeLength} letters and digits`;

const displayCodePattern = new RegExp(`^[${displayCodeAlphabet}]{${displayCodeLength}}$`);

/** A display code as a person types it: trimmed and upper-cased, then 6 characters of the alphabet. */
export const displayCodeSchema = z.string().trim().toUpperCase().regex(displayCodePattern, displayCodeFormatMessage);

export const displayCodeParamsSchema = z.object({ code: displayCodeSchema });

/**
 * A new pairing code: 6 characters from the unambiguous alphabet, each picked by `random` (a number in [0, 1), as
 * Math.random gives; the server passes a cryptographic one). 31⁶ ≈ 887 million codes.
 */
export function newPairingCode(random: () => number): string {
  let code = '';
  for (let index = 0; index < displayCodeLength; index++) {
    const pick = Math.floor(random() * displayCodeAlphabet.length);
    code += displayCodeAlphabet[Math.min(Math.max(pick, 0), displayCodeAlphabet.length - 1)];
  }
  return code;
}

/** The till asks for a code to pair a customer display with. */
export const pairDisplayInputSchema = z.strictObject({ tillId: z.string().trim().min(1).max(64) });
export type PairDisplayInput = z.infer<typeof pairDisplayInputSchema>;

/** A pairing code, and until when a display may first connect with it (ISO). */
export const displayPairingSchema = z.object({ code: z.string(), expiresAt: z.string() });
export type DisplayPairing = z.infer<typeof displayPairingSchema>;

/** The till sends what its customer display should show now. */
export const publishDisplayInputSchema = z.strictObject({
  tillId: z.string().trim().min(1).max(64),
  state: displayStateSchema,
});
export type PublishDisplayInput = z.infer<typeof publishDisplayInputSchema>;

/** What the display shows when it refuses a code: unknown, expired, or replaced by a newer one. */
export const unknownDisplayCodeMessage = 'That display code is not known. Pair the display again from the till.';
