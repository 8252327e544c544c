const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Formats integer cents as US dollars, en-US style ($1,234.50). */
export function formatMoney(cents: number): string {
  // A negated nothing (-0, e.g. "short" of a balanced drawer) reads $0.00, never -$0.00.
  return usd.format(cents === 0 ? 0 : cents / 100);
}

/**
 * Rounds a fractional cent amount to whole cents, half away from zero.
 * This is the one rounding rule for money in Tillwise; every total goes through it.
 */
export function roundCents(value: number): number {
  // The epsilon keeps values like 1.005 * 100 = 100.49999999999999 from rounding down.
  const rounded = Math.round(Math.abs(value) + 1e-9);
  return value < 0 ? -rounded : rounded;
}

/** Converts a dollar amount typed by a person (e.g. 12.5) to integer cents. */
export function dollarsToCents(dollars: number): number {
  return roundCents(dollars * 100);
}

/** Converts integer cents to a dollar number for inputs and charts (never for sums). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/**
 * Reads an amount a person typed ("12", "12.5", "$1,234.50") as cents: null when it is empty, not a number,
 * negative, or has more than two decimals, so a form can say so rather than guess.
 */
export function parseDollars(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  const cents = dollarsToCents(Number(cleaned));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as a form shows them for editing ("12.50"): what parseDollars reads back to the same cents. */
export function centsToDollarText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The cash rounding steps a store may choose: none, or to the nearest 5 or 10 cents (where small coins are gone). */
export const cashRoundingSteps = [0, 5, 10] as const;
export type CashRoundingStep = (typeof cashRoundingSteps)[number];

/**
 * An amount paid in cash rounded to the store's smallest coin: to the nearest step, halves up (Canada, Australia,
 * New Zealand and Switzerland round $10.02 to $10.00 and $10.03 to $10.05). A step of 0 leaves it alone.
 */
export function roundCash(cents: number, step: number): number {
  if (step <= 0) return cents;
  return Math.sign(cents) * Math.floor((Math.abs(cents) + step / 2) / step) * step;
}
