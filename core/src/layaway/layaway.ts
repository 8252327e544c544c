import { formatMoney } from '../money/money';
import { say } from '../i18n/core-message';
import { depositMessages } from './layaway-messages';
import { usMoneyFormat } from '../money/money-format';
import type { MoneyFormat } from '../money/money-format';
import type { LayawayPaymentMethod } from './layaway-methods';

/** The store's rules for layaways (Settings › Payments): the least deposit and the fee a cancellation keeps. */
export interface LayawayRules {
  depositPercent: number;
  cancellationFeePercent: number;
}

export const defaultLayawayRules: LayawayRules = { depositPercent: 20, cancellationFeePercent: 10 };

/** The least deposit on a layaway of `totalCents`: the store's percentage of it, rounded up to the cent. */
export function minimumDepositCents(totalCents: number, depositPercent: number): number {
  return Math.max(0, Math.ceil((totalCents * depositPercent) / 100 - 1e-9));
}

/** Why a deposit cannot start a layaway, or null: at least the minimum, and less than the whole (sell it instead). */
export function depositError(
  totalCents: number,
  depositCents: number,
  rules: LayawayRules,
  format: MoneyFormat = usMoneyFormat,
): string | null {
  const least = minimumDepositCents(totalCents, rules.depositPercent);
  if (depositCents < least)
    return say(depositMessages.atLeast, { least: formatMoney(least, format), percent: rules.depositPercent });
  if (depositCents >= totalCents) return say(depositMessages.wholePrice);
  return null;
}

/** What a cancellation keeps: the store's percentage of the layaway's total (rounded to the cent), never more than paid. */
export function cancellationFeeCents(totalCents: number, paidCents: number, feePercent: number): number {
  return Math.min(paidCents, Math.round((totalCents * feePercent) / 100));
}

export interface PaidIn {
  method: LayawayPaymentMethod;
  amountCents: number;
}

/**
 * How a cancellation gives back `refundCents` over what was paid: each method gets back at most what it paid,
 * card first (it returns to the card without touching the drawer), then cash.
 */
export function refundShares(paid: readonly PaidIn[], refundCents: number): PaidIn[] {
  const byMethod = (method: LayawayPaymentMethod) =>
    paid.filter((payment) => payment.method === method).reduce((sum, payment) => sum + payment.amountCents, 0);
  const shares: PaidIn[] = [];
  let left = refundCents;
  for (const method of ['card', 'cash'] as const) {
    const amountCents = Math.min(left, byMethod(method));
    if (amountCents > 0) shares.push({ method, amountCents });
    left -= amountCents;
  }
  return shares;
}

/** An open layaway is overdue the day after its due date (the store's business day). */
export const isOverdue = (status: string, dueDate: string, today: string) => status === 'open' && dueDate < today;
