import { roundCents } from '../money/money';

/** A discount typed at the till: a percentage of the amount, or a fixed amount in cents. */
export type Discount = { kind: 'percent'; percent: number } | { kind: 'amount'; cents: number };

/** What a discount takes off an amount: percent rounded to whole cents, never more than the amount itself. */
export function discountOff(baseCents: number, discount: Discount | null | undefined): number {
  if (!discount || baseCents <= 0) return 0;
  const off = discount.kind === 'percent' ? roundCents((baseCents * discount.percent) / 100) : discount.cents;
  return Math.max(0, Math.min(off, baseCents));
}

/**
 * Splits a whole-sale amount across lines in proportion to their weights (largest remainder method), so the
 * shares are whole cents and always add up to exactly the amount.
 */
export function allocateProportionally(amountCents: number, weights: readonly number[]): number[] {
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  if (amountCents <= 0 || totalWeight <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amountCents * weight) / totalWeight);
  const shares = exact.map(Math.floor);
  let remainder = amountCents - shares.reduce((sum, share) => sum + share, 0);
  const byFraction = exact.map((value, index) => ({ index, fraction: value - Math.floor(value) }));
  byFraction.sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of byFraction) {
    if (remainder <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    remainder -= 1;
  }
  return shares;
}
