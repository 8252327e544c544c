const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Formats integer cents as US dollars, en-US style ($1,234.50). */
export function formatMoney(cents: number): string {
  return usd.format(cents / 100);
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
