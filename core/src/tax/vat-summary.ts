import type { TaxRate } from './tax';

/** What a VAT summary reads of a sale's line (a SaleLine or a cart's line totals): its taxes and its amounts. */
export interface VatSummaryLine {
  /** The line's taxes; a line recorded without them is read at `taxRate`. */
  taxes?: readonly Pick<TaxRate, 'rate'>[];
  /** Percent (20 = 20 %), for a line without its list of taxes. */
  taxRate?: number;
  taxCents: number;
  /** What the line cost, tax included, after every discount and promotion. */
  totalCents: number;
}

/** One row of a VAT summary: everything sold at one rate, before tax, its tax, and with tax. */
export interface VatRateRow {
  /** Hundredths of a percent: 2000 is 20 %. */
  rateBps: number;
  netCents: number;
  vatCents: number;
  /** netCents + vatCents, always exactly. */
  grossCents: number;
}

// Rates in hundredths of a percent, as the database keeps them, so 5.5 % + 2 % adds up to exactly 750.
const basisPoints = (rate: number) => Math.round(rate * 100);

/** The rate a line's tax was worked out at: its taxes' rates together (a line with none has a rate of 0). */
export function lineRateBps(line: VatSummaryLine): number {
  if (line.taxes && line.taxes.length > 0) return line.taxes.reduce((sum, tax) => sum + basisPoints(tax.rate), 0);
  return basisPoints(line.taxRate ?? 0);
}

/** A VAT summary's rate as a receipt or invoice writes it: '20%' in US English, '19 %' in German. */
export const vatRateText = (rateBps: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rateBps / 10_000);

/**
 * A sale's VAT summary, as a VAT receipt or invoice shows it: one row per rate, lowest first, with what was sold at
 * that rate before tax, the VAT and the total. A line with several taxes (a state and a city tax) sits in the row
 * of their rates added up, the rate its tax came to.
 * The VAT column adds up to the sale's tax and the gross column to its total, to the cent, with prices that include
 * tax or not: each line already carries its share of every discount (shared by largest remainder in cartTotals) and
 * its own tax, rounded once, so a row is the plain sum of its lines and nothing is rounded or shared out again.
 */
export function vatSummary(lines: readonly VatSummaryLine[]): VatRateRow[] {
  const rows = new Map<number, VatRateRow>();
  for (const line of lines) {
    const rateBps = lineRateBps(line);
    const row = rows.get(rateBps) ?? { rateBps, netCents: 0, vatCents: 0, grossCents: 0 };
    row.netCents += line.totalCents - line.taxCents;
    row.vatCents += line.taxCents;
    row.grossCents += line.totalCents;
    rows.set(rateBps, row);
  }
  return [...rows.values()].sort((a, b) => a.rateBps - b.rateBps);
}
