import { allocateProportionally } from '../sale/discount';
import type { TaxAmount } from '../tax/tax';

export interface TaxByName {
  name: string;
  rate: number;
  taxCollectedCents: number;
}

interface Band {
  rate: number;
  taxCollectedCents: number;
}

/** One additional tax (beyond a line's main one) summed over lines sold at one main rate, refunds taken off. */
export interface ExtraTax {
  mainRate: number;
  name: string;
  rate: number;
  taxCents: number;
}

/** A line's taxes beyond its main one, each counted as collected: the part of the tax a rate band cannot name. */
export function extraTaxesSold(taxes: readonly TaxAmount[]): TaxAmount[] {
  return taxes.slice(1).map((tax) => ({ ...tax }));
}

/** A refunded part of a line gives back each of its taxes in proportion; its additional taxes' shares, negative. */
export function extraTaxesRefunded(taxes: readonly TaxAmount[], refundedTaxCents: number): TaxAmount[] {
  const shares = allocateProportionally(
    Math.abs(refundedTaxCents),
    taxes.map((tax) => Math.max(0, tax.taxCents)),
  );
  return taxes.slice(1).map((tax, index) => ({ ...tax, taxCents: -(shares[index + 1] ?? 0) }));
}

/**
 * Tax collected per tax from the rate bands (each line counted at its main rate with all its tax) and the additional
 * taxes summed by main rate: those are taken out of their main rate's band and listed on their own.
 */
export function taxesByNameFromTotals(
  mainTaxName: string,
  bands: readonly Band[],
  extras: readonly ExtraTax[],
): TaxByName[] {
  const main = new Map(bands.map((band) => [band.rate, band.taxCollectedCents]));
  const extra = new Map<string, TaxByName>();
  for (const tax of extras) {
    main.set(tax.mainRate, (main.get(tax.mainRate) ?? 0) - tax.taxCents);
    const key = `${tax.name}\u0000${tax.rate}`;
    const row = extra.get(key) ?? { name: tax.name, rate: tax.rate, taxCollectedCents: 0 };
    row.taxCollectedCents += tax.taxCents;
    extra.set(key, row);
  }
  return [
    ...[...main].map(([rate, taxCollectedCents]) => ({ name: mainTaxName, rate, taxCollectedCents })),
    ...[...extra.values()],
  ];
}

/**
 * Tax collected per tax over a range, from the rate bands and the lines that carried several taxes: their
 * additional taxes are taken out of their main rate's band and listed on their own. A refunded part of such a line
 * gives back each of its taxes in proportion.
 */
export function taxesByName(
  mainTaxName: string,
  bands: readonly Band[],
  soldLines: readonly { mainRate: number; taxes: readonly TaxAmount[] }[],
  refundedLines: readonly { mainRate: number; taxes: readonly TaxAmount[]; refundedTaxCents: number }[],
): TaxByName[] {
  const extras = [
    ...soldLines.flatMap((line) => extraTaxesSold(line.taxes).map((tax) => ({ ...tax, mainRate: line.mainRate }))),
    ...refundedLines.flatMap((line) =>
      extraTaxesRefunded(line.taxes, line.refundedTaxCents).map((tax) => ({ ...tax, mainRate: line.mainRate })),
    ),
  ];
  return taxesByNameFromTotals(mainTaxName, bands, extras);
}
