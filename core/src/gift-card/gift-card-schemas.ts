import { z } from 'zod';
import { pageOf, pageQuerySchema, searchTextSchema } from '../http/api-error';
import { refusal } from '../i18n/core-message';
import { giftCardMessages as messages } from './gift-card-messages';
import { giftCardCodeFormatMessage, giftCardCodePattern } from './gift-card-rules';

/** How a card's balance moved: sold new, topped up, spent, given back by a refund, or corrected. */
export const giftCardLedgerKinds = ['issue', 'reload', 'redeem', 'refund', 'adjust'] as const;
export type GiftCardLedgerKind = (typeof giftCardLedgerKinds)[number];

export const giftCardLedgerKindLabels: Record<GiftCardLedgerKind, string> = {
  issue: 'Issued',
  reload: 'Reloaded',
  redeem: 'Spent',
  refund: 'Refunded',
  adjust: 'Adjusted',
};

/** A code as a URL or form gives it: trimmed, upper-cased, then 4–32 letters, digits or dashes. */
export const giftCardCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, refusal(messages.enterCode))
  .max(32, { error: giftCardCodeFormatMessage })
  .regex(giftCardCodePattern, { error: giftCardCodeFormatMessage });

export const giftCardCodeParamsSchema = z.object({ code: giftCardCodeSchema });

const cents = z.number().int();

/** One movement of a card's balance, with where and by whom it happened. */
export const giftCardEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(giftCardLedgerKinds),
  /** + onto the card, − off it. */
  amountCents: cents,
  balanceAfterCents: cents,
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  refundId: z.string().nullable(),
  refundNumber: z.string().nullable(),
  at: z.string(),
  storeName: z.string(),
  staffName: z.string(),
});
export type GiftCardEntry = z.infer<typeof giftCardEntrySchema>;

export const giftCardSummarySchema = z.object({
  code: z.string(),
  balanceCents: cents,
  issuedAt: z.string(),
  issuedStoreName: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type GiftCardSummary = z.infer<typeof giftCardSummarySchema>;

/** A card with its balance and its history, newest first. */
export const giftCardSchema = giftCardSummarySchema.extend({ history: z.array(giftCardEntrySchema) });
export type GiftCard = z.infer<typeof giftCardSchema>;

export const giftCardListQuerySchema = pageQuerySchema.extend({
  /** Part of a code, ignoring case. */
  q: searchTextSchema(32).optional(),
});
export type GiftCardListQuery = z.infer<typeof giftCardListQuerySchema>;

/** A page of cards, newest first, and what every card of the chain holds together now. */
export const giftCardPageSchema = pageOf(giftCardSummarySchema).extend({ outstandingCents: cents });
export type GiftCardPage = z.infer<typeof giftCardPageSchema>;
