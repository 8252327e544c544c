import { formatMoney, minorToAmountText } from '../money/money';
import { say } from '../i18n/core-message';
import { storeCreditMessages as m } from './customer-messages';
import { usMoneyFormat } from '../money/money-format';
import type { MoneyFormat } from '../money/money-format';

/** The most one hand adjustment of a customer's store credit may add or take: $10,000.00. */
export const maxStoreCreditAdjustmentCents = 1_000_000;

/**
 * Why a hand adjustment of `amountCents` (+ adds, − takes) cannot be made to a balance of `balanceCents`, or null:
 * a whole number of cents other than zero, at most $10,000.00 either way, never leaving the balance below $0.00.
 */
export function storeCreditAdjustmentError(
  balanceCents: number,
  amountCents: number,
  format: MoneyFormat = usMoneyFormat,
): string | null {
  if (!Number.isSafeInteger(amountCents)) return say(m.enterAmount, { example: minorToAmountText(1000, format) });
  if (amountCents === 0) return say(m.notZero, { zero: formatMoney(0, format) });
  if (Math.abs(amountCents) > maxStoreCreditAdjustmentCents)
    return say(m.atMost, { most: formatMoney(maxStoreCreditAdjustmentCents, format) });
  if (balanceCents + amountCents < 0)
    return say(m.notBelowZero, { zero: formatMoney(0, format), balance: formatMoney(balanceCents, format) });
  return null;
}

/** What the till says when a customer's store credit cannot cover the amount asked of it. */
export const storeCreditShortMessage = (
  customerName: string,
  balanceCents: number,
  format: MoneyFormat = usMoneyFormat,
) => say(m.holdsOnly, { name: customerName, balance: formatMoney(balanceCents, format) });
