import { formatMoney, minorToAmountText } from '../money/money';
import { say } from '../i18n/core-message';
import { giftCardMessages, giftCardRefusals as m } from './gift-card-messages';
import { usMoneyFormat } from '../money/money-format';
import type { MoneyFormat } from '../money/money-format';

/** The most one gift card may hold: $2,000.00. */
export const maxGiftCardBalanceCents = 200_000;
/** The least a card may be issued or reloaded with: $1.00. */
export const minGiftCardLoadCents = 100;
/** The most a card may be issued or reloaded with at once: $2,000.00. */
export const maxGiftCardLoadCents = maxGiftCardBalanceCents;
/** The quick amounts the till offers when selling a card. */
export const giftCardQuickAmountsCents = [2_500, 5_000, 10_000] as const;

/** 4–32 letters, digits or dashes, once upper-cased: what a printed card or its barcode carries. */
export const giftCardCodePattern = /^[A-Z0-9-]{4,32}$/;
export const giftCardCodeFormatMessage = () => say(m.codeFormat);

/** A code as typed or scanned, the way it is stored: trimmed and upper-case, so `gc-12` and `GC-12 ` are one card. */
export function normaliseGiftCardCode(text: string): string {
  return text.trim().toUpperCase();
}

/**
 * Why a code cannot be a new card's, or null when it can: 4–32 letters, digits or dashes, and starting with the
 * store's gift card prefix when Settings › Payments sets one (ignoring case, like the code).
 */
export function giftCardCodeError(text: string, prefix = ''): string | null {
  const code = normaliseGiftCardCode(text);
  if (code === '') return say(giftCardMessages.enterCode);
  if (!giftCardCodePattern.test(code)) return giftCardCodeFormatMessage();
  const start = normaliseGiftCardCode(prefix);
  if (start && !code.startsWith(start)) return say(m.prefix, { prefix: start });
  if (start && code.length === start.length) return say(m.numberAfterPrefix, { prefix: start });
  return null;
}

/**
 * Why an amount cannot be put on a card now holding `balanceCents`, or null when it can: $1.00–$2,000.00 in whole
 * cents, and the card may not hold more than $2,000.00 afterwards.
 */
export function giftCardLoadError(
  amountCents: number,
  balanceCents = 0,
  format: MoneyFormat = usMoneyFormat,
): string | null {
  if (!Number.isSafeInteger(amountCents)) return say(m.enterAmount, { example: minorToAmountText(2500, format) });
  if (amountCents < minGiftCardLoadCents)
    return say(m.loadAtLeast, { amount: formatMoney(minGiftCardLoadCents, format) });
  if (amountCents > maxGiftCardLoadCents)
    return say(m.loadAtMost, { amount: formatMoney(maxGiftCardLoadCents, format) });
  if (balanceCents + amountCents > maxGiftCardBalanceCents) {
    const room = Math.max(0, maxGiftCardBalanceCents - balanceCents);
    return say(m.holdsAtMost, {
      most: formatMoney(maxGiftCardBalanceCents, format),
      balance: formatMoney(balanceCents, format),
      room: formatMoney(room, format),
    });
  }
  return null;
}

/**
 * Why money cannot go back onto a card holding `balanceCents` (a refund of a sale it paid for), or null: a whole,
 * positive amount that keeps the card within its $2,000.00.
 */
export function giftCardReturnError(
  code: string,
  amountCents: number,
  balanceCents: number,
  format: MoneyFormat = usMoneyFormat,
): string | null {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return say(m.moreThan, { zero: formatMoney(0, format) });
  if (balanceCents + amountCents > maxGiftCardBalanceCents)
    return say(m.wouldHoldMore, {
      code: normaliseGiftCardCode(code),
      most: formatMoney(maxGiftCardBalanceCents, format),
    });
  return null;
}

/** What the till says for a code no card has. */
export const unknownGiftCardMessage = (code: string) => say(m.unknown, { code: normaliseGiftCardCode(code) });

/** What the till says when a card cannot cover the amount asked of it. */
export const giftCardShortMessage = (code: string, balanceCents: number, format: MoneyFormat = usMoneyFormat) =>
  say(m.holdsOnly, { code: normaliseGiftCardCode(code), balance: formatMoney(balanceCents, format) });
