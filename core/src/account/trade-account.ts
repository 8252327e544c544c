import { formatMoney } from '../money/money';
import { say } from '../i18n/core-message';
import { accountRefusals } from './account-messages';
import { usMoneyFormat } from '../money/money-format';
import type { MoneyFormat } from '../money/money-format';

/** The most a store may let one customer owe: $1,000,000.00. */
export const maxCreditLimitCents = 100_000_000;
/** The longest payment terms: a year. */
export const maxTermsDays = 365;

/** What the till says when a sale on account would take the customer past their credit limit. */
export function overLimitMessage(customerName: string, availableCents: number, format: MoneyFormat = usMoneyFormat) {
  return availableCents > 0
    ? say(accountRefusals.creditLeft, { name: customerName, available: formatMoney(availableCents, format) })
    : say(accountRefusals.noCreditLeft, { name: customerName });
}

export const noAccountMessage = (customerName: string) => say(accountRefusals.noAccount, { name: customerName });

/** The ageing buckets a statement shows: how old each unpaid invoice is, by the day it was sold. */
export const ageingBuckets = ['current', 'days30', 'days60', 'days90'] as const;
export type AgeingBucket = (typeof ageingBuckets)[number];
export const ageingLabels: Record<AgeingBucket, string> = {
  current: 'Current',
  days30: '30 days',
  days60: '60 days',
  days90: '90+ days',
};
export type Ageing = Record<AgeingBucket, number>;

/** An invoice (a sale on account) and what has been paid or refunded against it so far. */
export interface OpenItem {
  /** Its business day (YYYY-MM-DD). */
  date: string;
  amountCents: number;
  settledCents: number;
}

const dayNumber = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000;

/** The days from one business day to another. */
export const daysBetween = (from: string, to: string) => Math.round(dayNumber(to) - dayNumber(from));

/** The business day `days` after `date`: an invoice's due date from its terms. */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * How much of what is owed on `asOf` is how old: each invoice's unpaid part in the bucket of its age (0–29 days:
 * current, 30–59, 60–89, 90 and over). Invoices after `asOf` are not yet owed.
 */
export function ageingOf(items: readonly OpenItem[], asOf: string): Ageing {
  const ageing: Ageing = { current: 0, days30: 0, days60: 0, days90: 0 };
  for (const item of items) {
    const open = item.amountCents - item.settledCents;
    const age = daysBetween(item.date, asOf);
    if (open <= 0 || age < 0) continue;
    const bucket: AgeingBucket = age < 30 ? 'current' : age < 60 ? 'days30' : age < 90 ? 'days60' : 'days90';
    ageing[bucket] += open;
  }
  return ageing;
}

/**
 * Shares a payment of `amountCents` over the invoices it pays: those chosen first, in the order chosen, then the
 * oldest unpaid ones (by day, and within a day in the order given: the order they were sold in). Answers each invoice's share (by its index in `items`) and what is left over, which stays on
 * the account as credit towards the next invoice.
 */
export function allocatePayment(
  items: readonly (OpenItem & { id: string })[],
  amountCents: number,
  chosenIds: readonly string[] = [],
): { shares: { id: string; amountCents: number }[]; leftOverCents: number } {
  const order = [
    ...chosenIds.map((id) => items.find((item) => item.id === id)).filter((item) => item !== undefined),
    ...[...items].filter((item) => !chosenIds.includes(item.id)).sort((a, b) => a.date.localeCompare(b.date)),
  ];
  let left = amountCents;
  const shares: { id: string; amountCents: number }[] = [];
  for (const item of order) {
    const open = item.amountCents - item.settledCents;
    if (left <= 0) break;
    if (open <= 0) continue;
    const share = Math.min(open, left);
    shares.push({ id: item.id, amountCents: share });
    left -= share;
  }
  return { shares, leftOverCents: left };
}
