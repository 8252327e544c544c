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

/**
 * Tax collected per tax over a range, from the rate bands (each line counted at its main rate with all its tax) and
 * the lines that carried several taxes: their additional taxes are taken out of their main rate's band and listed
 * on their own. A refunded part of such a line gives back each of its taxes in proportion.
 */
export function taxesByName(
  mainTaxName: string,
  bands: readonly Band[],
  soldLines: readonly { mainRate: number; taxes: readonly TaxAmount[] }[],
  refundedLines: readonly { mainRate: number; taxes: readonly TaxAmount[]; refundedTaxCents: number }[],
): TaxByName[] {
  const main = new Map(bands.map((band) => [band.rate, band.taxCollectedCents]));
  const extra = new Map<string, TaxByName>();
  const count = (mainRate: number, taxes: readonly TaxAmount[], sign: 1 | -1) => {
    for (const tax of taxes.slice(1)) {
      main.set(mainRate, (main.get(mainRate) ?? 0) - sign * tax.taxCents);
      const key = `${tax.name}\u0000${tax.rate}`;
      const row = extra.get(key) ?? { name: tax.name, rate: tax.rate, taxCollectedCents: 0 };
      row.taxCollectedCents += sign * tax.taxCents;
      extra.set(key, row);
    }
  };
  for (const line of soldLines) count(line.mainRate, line.taxes, 1);
  for (const line of refundedLines) {
    const shares = allocateProportionally(
      Math.abs(line.refundedTaxCents),
      line.taxes.map((tax) => Math.max(0, tax.taxCents)),
    );
    count(
      line.mainRate,
      line.taxes.map((tax, index) => ({ ...tax, taxCents: shares[index] ?? 0 })),
      -1,
    );
  }
  return [
    ...[...main].map(([rate, taxCollectedCents]) => ({ name: mainTaxName, rate, taxCollectedCents })),
    ...[...extra.values()],
  ];
}
