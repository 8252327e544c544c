import { money, say } from '../i18n/core-message';
import { formatMoney } from '../money/money';
import type { MoneyFormat } from '../money/money-format';
import type { Tender } from '../payment/tender';
import { saleMessages } from './sale-messages';

/** When an offline sale or refund happened: the till's capture time, or now when the till's clock runs ahead. */
export function offlineInstant(capturedAt: string, now: Date): Date {
  const captured = Date.parse(capturedAt);
  return captured < now.getTime() ? new Date(captured) : now;
}

/** A store's cap on one card payment taken offline: $200.00 until the store changes it. */
export const defaultOfflineCardLimitCents = 20_000;
export const maxOfflineCardLimitCents = 1_000_000;

/**
 * A card taken offline is only stored (authorised once back online), so the store caps each one: the first card
 * tender above the limit, with what to tell the till (the limit in `format`'s money; left out, the money core's
 * messages are said in), or null when every card is within it.
 */
export function offlineCardOverLimit(
  tenders: readonly Pick<Tender, 'method' | 'amountCents'>[],
  limitCents: number,
  format?: MoneyFormat,
): { index: number; message: string } | null {
  const index = tenders.findIndex((tender) => tender.method === 'card' && tender.amountCents > limitCents);
  if (index < 0) return null;
  const amount = format ? formatMoney(limitCents, format) : money(limitCents);
  return { index, message: say(saleMessages.offlineCardLimit, { amount }) };
}

/**
 * Points redeemed offline were checked against the till's copy of the balance; the customer has gone with the
 * goods, so the sale stands and takes at most the points the customer still has (never a negative balance).
 */
export function offlinePointsTaken(requested: number, balance: number): { taken: number; shortfall: number } {
  const taken = Math.max(0, Math.min(requested, balance));
  return { taken, shortfall: requested - taken };
}

/** Whether a till charged other than the catalogue: a different unit price or tax rate on any line. */
export function shownPriceDiffers(
  lines: readonly { shownPriceCents: number; catalogPriceCents: number; shownTaxBps: number; catalogTaxBps: number }[],
): boolean {
  return lines.some(
    (line) => line.shownPriceCents !== line.catalogPriceCents || line.shownTaxBps !== line.catalogTaxBps,
  );
}
