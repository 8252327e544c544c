import { allocateProportionally } from '../sale/discount';
import { roundCents } from '../money/money';

/** One tax a line carries, e.g. a state sales tax and a city tax on the same product. */
export interface TaxRate {
  name: string;
  /** Percent: 8.25 means 8.25 %. */
  rate: number;
}

export interface TaxAmount extends TaxRate {
  taxCents: number;
}

export interface TaxedAmount {
  /** The amount without tax. */
  netCents: number;
  taxCents: number;
  /** netCents + taxCents, always exactly. */
  grossCents: number;
  /** Each tax's share; they add up to taxCents exactly. */
  taxes: TaxAmount[];
}

// Rates in hundredths of a percent, so the split below works on integers.
const basisPoints = (rate: number) => Math.round(rate * 100);

/**
 * The taxes on an amount, rounded once per line so the parts always add up:
 * - prices without tax (US style): each tax is amount × rate / 100, rounded half away from zero on its own, and the
 *   gross is the amount plus them;
 * - prices with tax included (UK/EU/AU style): the amount is the gross; the net is gross / (1 + Σ rates) rounded,
 *   the tax is what is left, and it is shared between the taxes in proportion to their rates (largest remainder).
 *   Rounding each included tax on its own drifts a cent (30.14 with 22 % + 10 % would come to 30.13); this cannot.
 */
export function taxesOn(amountCents: number, taxes: readonly TaxRate[], included: boolean): TaxedAmount {
  const live = taxes.filter((tax) => tax.rate > 0);
  if (!included) {
    const amounts = taxes.map((tax) => ({ ...tax, taxCents: roundCents((amountCents * tax.rate) / 100) }));
    const taxCents = amounts.reduce((sum, tax) => sum + tax.taxCents, 0);
    return { netCents: amountCents, taxCents, grossCents: amountCents + taxCents, taxes: amounts };
  }
  const totalBps = live.reduce((sum, tax) => sum + basisPoints(tax.rate), 0);
  const netCents = roundCents((amountCents * 10_000) / (10_000 + totalBps));
  const taxCents = amountCents - netCents;
  const weights = taxes.map((tax) => (tax.rate > 0 ? basisPoints(tax.rate) : 0));
  // allocateProportionally shares positive amounts; a negative tax (a refund's reversal) is shared mirrored.
  const shares = allocateProportionally(Math.abs(taxCents), weights).map((share) => Math.sign(taxCents) * share);
  return {
    netCents,
    taxCents,
    grossCents: amountCents,
    taxes: taxes.map((tax, index) => ({ ...tax, taxCents: shares[index] ?? 0 })),
  };
}

/** Adds up the same taxes over several lines, one entry per name and rate, in the order first met. */
export function sumTaxes(lists: readonly (readonly TaxAmount[])[]): TaxAmount[] {
  const byKey = new Map<string, TaxAmount>();
  for (const list of lists) {
    for (const tax of list) {
      const key = `${tax.name}\u0000${tax.rate}`;
      const seen = byKey.get(key);
      if (seen) seen.taxCents += tax.taxCents;
      else byKey.set(key, { ...tax });
    }
  }
  return [...byKey.values()];
}
