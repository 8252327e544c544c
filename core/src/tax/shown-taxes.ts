import type { TaxAmount } from './tax';

/** A tax row as a cart or receipt shows it; the rate is left out when the row stands for every tax together. */
export interface ShownTax {
  name: string;
  rate: number | null;
  taxCents: number;
}

/** The tax rows a cart or receipt shows: each tax when the sale carries several, otherwise one "Tax" row. */
export function shownTaxes(totals: { taxes: readonly TaxAmount[]; taxCents: number }): ShownTax[] {
  return totals.taxes.length > 1 ? [...totals.taxes] : [{ name: 'Tax', rate: null, taxCents: totals.taxCents }];
}

/**
 * The subtotal a shopper reads: with prices that include tax, the shelf prices added up (the stored subtotal is net
 * of the tax), otherwise the subtotal itself.
 */
export function shownSubtotalCents(totals: { subtotalCents: number; taxCents: number }, pricesIncludeTax: boolean) {
  return pricesIncludeTax ? totals.subtotalCents + totals.taxCents : totals.subtotalCents;
}
